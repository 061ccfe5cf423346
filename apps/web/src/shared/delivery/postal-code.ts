/** The postal code typed on the cart page, so the checkout need not ask for it again. */
export const POSTAL_CODE_KEY = 'deliveryPostalCode'

export function rememberedPostalCode(): string {
  try {
    return localStorage.getItem(POSTAL_CODE_KEY) ?? ''
  } catch {
    return ''
  }
}

export function rememberPostalCode(code: string) {
  try {
    localStorage.setItem(POSTAL_CODE_KEY, code)
  } catch {
    // Storage refused (private mode): the checkout asks again, nothing more is lost.
  }
}
