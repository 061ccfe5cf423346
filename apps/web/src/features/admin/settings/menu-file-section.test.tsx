import type { MenuFilePreview } from '@quan/domain/answers/menu-file'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeEventSource } from '../../../test/fake-event-source'
import { mockApi } from '../../../test/mock-api'
import { officeBasics, setupAnswer } from '../../../test/office-fixtures'
import { renderWithProviders } from '../../../test/render'
import { BackOffice } from '../back-office'

// Issue 21 §5: the setup checklist, the menu file and the demo's clearing, in Settings.

beforeEach(() => FakeEventSource.install())

const CSV =
  '\uFEFFtype,category,sku,name_vi,name_en,name_sk,price\r\ndish,Phở,PHO,Phở bò,Beef pho,Pho,9.5\r\n'

const preview = (overrides: Partial<MenuFilePreview> = {}): MenuFilePreview => ({
  basis: 'basis-1',
  imported: false,
  categories: [
    { name: 'Phở', change: 'untouched' },
    { name: 'Đồ uống', change: 'added' },
  ],
  dishes: [
    { sku: 'PHO', name: 'Phở bò', change: 'changed', row: 3, fields: ['price', 'originalPrice'] },
    { sku: 'TRA', name: 'Trà đá', change: 'added', row: 4, fields: [] },
    { sku: 'OLD', name: 'Bún riêu', change: 'archived', row: null, fields: ['status'] },
    { sku: 'GA', name: 'Phở gà', change: 'untouched', row: 5, fields: [] },
  ],
  ...overrides,
})

function renderSettings(routes: Parameters<typeof mockApi>[0] = {}, language?: 'vi' | 'sk') {
  const calls = mockApi({
    ...officeBasics,
    'GET /api/admin/delivery-areas': () => ({
      success: true,
      message: 'The delivery areas',
      data: { areas: [] },
    }),
    ...routes,
  })
  const user = userEvent.setup()
  renderWithProviders(<BackOffice />, {
    route: '/admin?tab=settings&part=menu',
    token: 'admin-token',
    ...(language ? { language } : {}),
  })
  return { calls, user }
}

const imports = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/admin/menu-file')

async function chooseFile(
  user: ReturnType<typeof userEvent.setup>,
  label = 'Menu file to import (CSV)',
) {
  const file = new File([CSV], 'menu.csv', { type: 'text/csv' })
  await user.upload(await screen.findByLabelText(label), file)
}

describe('settings: the menu file', () => {
  it('previews what the import changes, dish by dish, and imports only when told to', async () => {
    const { calls, user } = renderSettings({
      'POST /api/admin/menu-file': (body) => {
        const { confirm } = body as { confirm?: boolean }
        return {
          success: true,
          message: 'x',
          data: confirm ? preview({ imported: true, basis: 'basis-2' }) : preview(),
        }
      },
    })
    await chooseFile(user)
    await user.click(screen.getByRole('button', { name: 'Preview the import' }))

    const shown = await screen.findByRole('group', { name: 'What the import will change' })
    expect(
      within(shown).getByText('Added: 1, changed: 1, archived: 1, unchanged: 1.'),
    ).toBeVisible()
    expect(within(shown).getByText('Categories: Đồ uống (Added)')).toBeVisible()
    const rows = within(shown).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      'PHOPhở bòChangedprice',
      'TRATrà đáAdded',
      'OLDBún riêuArchived',
    ])
    // The browser reads the file as text, which drops the byte order mark.
    expect(imports(calls)).toEqual([expect.objectContaining({ body: { csv: CSV.slice(1) } })])

    await user.click(within(shown).getByRole('button', { name: 'Import the menu' }))

    expect(
      await screen.findByText('Menu imported. Added: 1, changed: 1, archived: 1.'),
    ).toBeVisible()
    expect(imports(calls)[1]!.body).toEqual({ csv: CSV.slice(1), confirm: true, basis: 'basis-1' })
    expect(screen.queryByRole('group', { name: 'What the import will change' })).toBeNull()
  })

  it('lists a refused file’s mistakes row by row, in the owner’s language', async () => {
    const { calls, user } = renderSettings(
      {
        'POST /api/admin/menu-file': () => ({
          status: 422,
          body: {
            success: false,
            code: 'MENU_FILE_INVALID',
            message: 'The menu file has 2 mistake(s); nothing was changed',
            problems: [
              { row: 3, column: 'price', code: 'PRICE_POSITIVE' },
              { row: 7, column: 'sku', code: 'MENU_FILE_SKU_TWICE' },
            ],
          },
        }),
      },
      'sk',
    )
    await chooseFile(user, 'Súbor s menu na import (CSV)')
    await user.click(screen.getByRole('button', { name: 'Náhľad importu' }))

    const said = await screen.findByText(/Súbor sa neimportoval/)
    const alert = said.closest<HTMLElement>('[role="alert"]')!
    const rows = within(alert).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      '3priceCena musí byť kladné číslo',
      '7skuToto SKU už má jedlo vyššie.',
    ])
    expect(imports(calls)).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Importovať menu' })).toBeNull()
  })

  it('says a file matching the menu has nothing to import', async () => {
    const { user } = renderSettings({
      'POST /api/admin/menu-file': () => ({
        success: true,
        message: 'x',
        data: preview({
          categories: [{ name: 'Phở', change: 'untouched' }],
          dishes: [{ sku: 'PHO', name: 'Phở bò', change: 'untouched', row: 3, fields: [] }],
        }),
      }),
    })
    await chooseFile(user)
    await user.click(screen.getByRole('button', { name: 'Preview the import' }))

    expect(await screen.findByText('The file matches the menu: nothing to import.')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Import the menu' })).toBeNull()
  })

  it('asks for a file before previewing', async () => {
    const { calls, user } = renderSettings()
    await user.click(await screen.findByRole('button', { name: 'Preview the import' }))
    expect(await screen.findByText('Choose a CSV file first.')).toBeVisible()
    expect(imports(calls)).toEqual([])
  })

  it('downloads the menu under the name the server gives it, with the admin’s token', async () => {
    const { user } = renderSettings()
    const json = globalThis.fetch
    const sent: { url: string; headers: unknown }[] = []
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      if (input !== '/api/admin/menu-file' || init.method) return json(input, init)
      sent.push({ url: input, headers: init.headers })
      return new Response(CSV, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="menu-2026-04-07.csv"',
        },
      })
    })
    const names: string[] = []
    URL.createObjectURL = vi.fn(() => 'blob:menu')
    URL.revokeObjectURL = vi.fn()
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download)
    })

    await user.click(await screen.findByRole('button', { name: 'Export the menu (CSV)' }))

    await vi.waitFor(() => expect(names).toEqual(['menu-2026-04-07.csv']))
    expect(sent).toEqual([{ url: '/api/admin/menu-file', headers: { token: 'admin-token' } }])
    click.mockRestore()
  })
})

describe('settings: the setup checklist', () => {
  it('shows the steps still to do, and nothing once all are done', async () => {
    renderSettings({
      'GET /api/admin/setup': () =>
        setupAnswer({ done: { identity: false, hours: true, category: false, dish: false } }),
    })
    const list = await screen.findByRole('region', { name: 'Getting started' })
    const steps = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(steps).toEqual([
      '○ The restaurant’s name and address: to do',
      '✓ Opening hours: done',
      '○ A menu category: to do',
      '○ A dish on the menu: to do',
      '✓ Delivery areas: done',
    ])
  })

  it('is not there for a restaurant set up', async () => {
    renderSettings()
    await screen.findByRole('heading', { name: 'Menu file' })
    expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull()
  })
})

describe('settings: clearing the demo', () => {
  const DEMO = { dishes: 34, categories: 6, orders: 3, bookings: 2 }

  it('says what goes, asks, and clears the demo', async () => {
    let cleared = false
    const { calls, user } = renderSettings({
      'GET /api/admin/setup': () => setupAnswer({ demo: cleared ? {} : DEMO }),
      'POST /api/admin/demo/clear': () => {
        cleared = true
        return { success: true, message: 'The demo is cleared', data: DEMO }
      },
    })
    expect(
      await screen.findByText(
        'The demo is still here. Dishes: 34, categories: 6, orders: 3, bookings: 2.',
      ),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Clear the demo' }))
    const dialog = await screen.findByRole('dialog', { name: 'Clear the demo?' })
    expect(dialog).toHaveTextContent(
      'These go for good: demo dishes (34), their categories (6) and pictures, orders (3) and bookings (2). Your own dishes and your settings stay.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    expect(calls.filter((call) => call.url === '/api/admin/demo/clear')).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Clear the demo' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear the demo' }),
    )

    expect(
      await screen.findByText(
        'The demo is cleared. Removed dishes: 34, categories: 6, orders: 3, bookings: 2.',
      ),
    ).toBeVisible()
    expect(calls.filter((call) => call.url === '/api/admin/demo/clear')).toHaveLength(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Clear the demo' })).toBeNull()
  })

  it('has nothing to clear without a demo', async () => {
    renderSettings()
    await screen.findByRole('heading', { name: 'Menu file' })
    expect(screen.queryByRole('button', { name: 'Clear the demo' })).toBeNull()
  })
})
