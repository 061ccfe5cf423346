import type { Receipt } from '@quan/domain/receipt'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { foodList, trackedOrder, wireFood } from '../../test/ordering-fixtures'
import { paste } from '../../test/paste'
import { renderWithProviders } from '../../test/render'
import { Component as TrackPage } from './track-page'

// Issue 22 §3: a paid or delivered order's receipt, from the track page, printable.

const RECEIPT: Receipt = {
  number: 42,
  issuedAt: '2026-11-22T13:30:00.000Z',
  timeZone: 'Europe/Bratislava',
  language: 'sk',
  seller: {
    name: 'Phở Hà Nội',
    companyName: 'Phở Hà Nội s.r.o.',
    registeredAddress: 'Hlavná 12, 040 01 Košice',
    companyId: '12345678',
    taxId: '',
    vatId: 'SK2020123456',
    address: 'Hlavná 12, 040 01 Košice',
    phone: '+421 900 123 456',
    email: '',
  },
  trackingCode: 'AB123456',
  placedAt: '2026-11-22T13:05:00.000Z',
  fulfilment: 'delivery',
  paymentMethod: 'cash',
  lines: [
    { name: 'Phở bò (Veľká)', quantity: 2, unitCents: 700, totalCents: 1400, basisPoints: 1900 },
  ],
  subtotalCents: 1400,
  promoCode: null,
  discountCents: 0,
  deliveryFeeCents: 200,
  amountCents: 1600,
  vat: {
    rows: [
      { basisPoints: 1900, baseCents: 1176, taxCents: 224, grossCents: 1400 },
      { basisPoints: 2300, baseCents: 163, taxCents: 37, grossCents: 200 },
    ],
    baseCents: 1339,
    taxCents: 261,
    grossCents: 1600,
  },
}

function renderTracked(status: string, receipt: () => unknown) {
  const calls = mockApi({
    'GET /api/food/list': foodList([wireFood()]),
    'POST /api/orders/track': () => ({
      success: true,
      // The payment's fields as the server now sends them (issue 22 §1).
      data: { ...trackedOrder(), status, paymentMethod: 'cash', paymentState: 'none', refunds: [] },
      message: 'Order found',
    }),
    'POST /api/orders/receipt': receipt,
  })
  renderWithProviders(<TrackPage />)
  return calls
}

async function track() {
  await paste(screen.getByLabelText('Order code'), 'ab123456')
  await paste(screen.getByLabelText('Phone number'), '0901234567')
  await userEvent.click(screen.getByRole('button', { name: 'Track order' }))
  await screen.findByRole('article', { name: 'Order details' })
}

describe('the receipt on the track page', () => {
  it('opens a delivered order’s receipt, in the language it was issued in, and prints it', async () => {
    const calls = renderTracked('Delivered', () => ({
      success: true,
      message: 'Receipt found',
      data: RECEIPT,
    }))
    await track()
    await userEvent.click(screen.getByRole('button', { name: 'Receipt' }))
    const receipt = await screen.findByRole('article', { name: 'Doklad č. 000042' })
    expect(receipt).toHaveAttribute('lang', 'sk')
    expect(calls.find((call) => call.url === '/api/orders/receipt')!.body).toEqual({
      trackingCode: 'AB123456',
      phone: '0901234567',
    })
    const seller = within(receipt).getByRole('region', { name: 'Predávajúci' })
    expect(seller).toHaveTextContent('Phở Hà Nội s.r.o.')
    expect(seller).toHaveTextContent('IČO: 12345678')
    expect(seller).toHaveTextContent('IČ DPH: SK2020123456')
    expect(seller).not.toHaveTextContent('DIČ:')
    const vat = within(receipt).getByRole('table', { name: 'DPH podľa sadzieb' })
    expect(
      within(vat)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'DPHZákladDaňSpolu',
      '19 %11,76\u00a0€2,24\u00a0€14,00\u00a0€',
      '23 %1,63\u00a0€0,37\u00a0€2,00\u00a0€',
    ])
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    // The dialog's own buttons are in the reader's language.
    await userEvent.click(screen.getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledOnce()
  })

  it('is not offered while the order is neither paid nor delivered', async () => {
    renderTracked('Preparing', () => ({ success: true, message: 'Receipt found', data: RECEIPT }))
    await track()
    expect(screen.queryByRole('button', { name: 'Receipt' })).toBeNull()
  })

  it('says why when the server has none', async () => {
    renderTracked('Delivered', () => ({
      status: 404,
      body: {
        success: false,
        code: 'RECEIPT_NOT_FOUND',
        message: 'This order has no receipt yet: it gets one once it is paid or delivered.',
      },
    }))
    await track()
    await userEvent.click(screen.getByRole('button', { name: 'Receipt' }))
    expect(
      await screen.findByText(
        'This order has no receipt yet: it gets one once it is paid or delivered.',
      ),
    ).toBeInTheDocument()
  })
})
