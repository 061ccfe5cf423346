import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderCheckout } from '../../test/checkout-harness'
import { storeGuestCart } from '../../test/ordering-fixtures'

// Issue 22 §2: the order button commits to pay (Directive 2011/83/EU, art. 8(2)), and the terms
// and the privacy notice are a link away beside it.

describe('the order button', () => {
  it.each([
    ['en', 'Order and pay', 'Order and pay now', 'terms', 'privacy notice'],
    [
      'sk',
      'Objednať s povinnosťou platby',
      'Objednať teraz s povinnosťou platby',
      'obchodnými podmienkami',
      'zásady ochrany osobných údajov',
    ],
    [
      'vi',
      'Đặt hàng và thanh toán',
      'Đặt hàng và thanh toán ngay',
      'điều khoản',
      'chính sách bảo mật',
    ],
  ] as const)(
    'in %s says it commits to pay, with the terms and privacy beside it',
    async (language, place, placeNow, terms, privacy) => {
      storeGuestCart({ tea: 1 })
      renderCheckout({}, { language })
      const summary = await screen.findByRole('complementary')
      const button = await within(summary).findByRole('button', { name: place })
      expect(screen.getByRole('button', { name: placeNow })).toBeInTheDocument()
      const consent = button.nextElementSibling as HTMLElement
      expect(within(consent).getByRole('link', { name: terms })).toHaveAttribute('href', '/terms')
      expect(within(consent).getByRole('link', { name: privacy })).toHaveAttribute(
        'href',
        '/privacy',
      )
      // A sentence, not two bare links: no placeholder is left.
      expect(consent.textContent).not.toContain('{')
      expect(consent.textContent).not.toContain(String.fromCharCode(1))
      expect(consent.textContent!.length).toBeGreaterThan(terms.length + privacy.length + 10)
    },
  )
})
