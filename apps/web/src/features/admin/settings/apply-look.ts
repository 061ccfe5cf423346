import { brandTones, BRAND_STYLE_ID } from '@quan/domain/restaurant/colour'
import type { RestaurantLook } from '@quan/domain/restaurant/look'
import { lookCss } from '@quan/domain/restaurant/look-head'

/**
 * The saved look on the open page at once, as the server writes it into every page's head (a
 * `<style>` after theme.css): the owner sees the new colour and logo without a reload.
 */
export function applyLook(look: RestaurantLook) {
  let style = document.getElementById(BRAND_STYLE_ID)
  if (!style) {
    style = document.createElement('style')
    style.id = BRAND_STYLE_ID
    document.head.append(style)
  }
  style.textContent = lookCss(look)
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', brandTones(look.brandColour).brand)
}
