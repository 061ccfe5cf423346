import { brandCss, BRAND_STYLE_ID, type BrandTones } from '@quan/domain/restaurant/colour'

/**
 * The brand's tones on the open page at once, as the server writes them into every page's head
 * (a `<style>` after theme.css): the owner sees the saved colour without a reload.
 */
export function applyBrandTones(tones: BrandTones) {
  let style = document.getElementById(BRAND_STYLE_ID)
  if (!style) {
    style = document.createElement('style')
    style.id = BRAND_STYLE_ID
    document.head.append(style)
  }
  style.textContent = brandCss(tones)
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', tones.brand)
}
