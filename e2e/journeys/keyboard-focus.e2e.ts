import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN } from '../global-setup'
import { launch, newShopper, PHONE, screenshot } from '../support'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

/** Presses Tab (Shift+Tab backwards) until the focused element matches `selector`. */
async function tabTo(page: Page, selector: string, backwards = false) {
  for (let press = 0; press < 120; press++) {
    if (await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector)) {
      return
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`Tab never reached ${selector}`)
}

/** What has the focus: never the page body (WCAG 2.4.3), and the control expected. */
async function expectFocusOn(page: Page, selector: string, what: string) {
  // Focus moves after the change is rendered (and, for a new page, after its chunk arrives).
  await page
    .waitForFunction((css) => document.activeElement?.matches(css) ?? false, selector, {
      timeout: 3000,
    })
    .catch(() => undefined)
  const focused = await page.evaluate(() => {
    const active = document.activeElement
    return {
      isBody: active === document.body || active === null,
      html: active?.outerHTML.slice(0, 160) ?? 'null',
    }
  })
  expect(focused.isBody, `${what}: focus fell to the page body`).toBe(false)
  expect(
    await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector),
    `${what}: focus is on ${focused.html}, expected ${selector}`,
  ).toBe(true)
}

const announced = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-testid="announcer"]')?.textContent ?? '')

describe('a keyboard-only guest never loses the focus', () => {
  it('adds, removes, opens and closes with the keyboard, focus always on a control', async () => {
    const { context, page, expectRefusal } = await newShopper(browser, { language: 'en' })
    // A login with a wrong password is refused on purpose below.
    expectRefusal({ path: '/api/user/login', status: 401 })
    page.setDefaultTimeout(10_000)

    // First load: focus is not moved (a screen reader starts at the top of the page itself).
    await page.goto('/menu')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)

    // A dish's details, Add to Cart → the stepper → back to Add to Cart.
    await tabTo(page, '.food-card__open')
    const dish = (await page.evaluate(() => document.activeElement?.textContent ?? '')).trim()
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').waitFor()
    await tabTo(page, '.product-modal__add')
    await page.keyboard.press('Enter')
    await expectFocusOn(page, '.product-modal .stepper__button:last-of-type', 'Add to Cart')
    await expect.poll(() => announced(page)).toBe(`Added ${dish} to the cart`)
    await tabTo(page, '.product-modal .stepper__button:first-of-type', true)
    await page.keyboard.press('Enter')
    await expectFocusOn(page, '.product-modal__add', 'the stepper back to 0')
    await page.keyboard.press('Enter')
    await expectFocusOn(page, '.product-modal .stepper__button:last-of-type', 'Add to Cart again')
    await page.keyboard.press('Escape')
    await expectFocusOn(page, '.food-card__open', 'closing the dish')

    // The floating cart button hides while the cart is open: focus comes back to a cart button.
    await tabTo(page, '.floating-cart')
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').waitFor()
    await page.keyboard.press('Escape')
    await expectFocusOn(page, '.floating-cart, .navbar__cart', 'closing the cart popup')

    // A suggestion added leaves the list: focus goes to the next one (or the new line).
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').waitFor()
    await tabTo(page, '.cart-suggestion button')
    await page.keyboard.press('Enter')
    await expectFocusOn(
      page,
      '.cart-suggestion button, .cart-popup-line .stepper__button',
      'adding a suggestion',
    )
    await expect.poll(() => announced(page)).toMatch(/^Added .+ to the cart$/)

    // A page change inside the app: focus on the new page's heading, its title announced.
    await tabTo(page, '.cart-drawer-actions .button--ghost')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/cart')
    await expectFocusOn(page, 'h1', 'going to /cart')
    await expect.poll(() => announced(page)).toBe('Your cart · Quán')

    // /cart's Remove: focus on the next line's Remove, then the heading once empty.
    await tabTo(page, '.cart-cell-remove button')
    await page.keyboard.press('Enter')
    await expectFocusOn(page, '.cart-cell-remove button', 'removing the first line')
    await page.keyboard.press('Enter')
    await expectFocusOn(page, '.cart-page h1', 'removing the last line')
    await screenshot(page, 'keyboard-focus-cart-empty')

    // Login with a wrong password: the button keeps the focus while it sends and after.
    await tabTo(page, '.navbar__login')
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').waitFor()
    // The popup opens on Sign Up: 'Login here' switches it.
    await tabTo(page, '.login-popup__switch button')
    await page.keyboard.press('Enter')
    await tabTo(page, '.login-popup input[name="email"]', true)
    await page.keyboard.type(ADMIN.email)
    await tabTo(page, '.login-popup input[name="password"]')
    await page.keyboard.type('not-the-password')
    await tabTo(page, 'input[name="terms"]')
    await page.keyboard.press('Space')
    await tabTo(page, '.login-popup__submit')
    await page.keyboard.press('Enter')
    await page.getByRole('alert').waitFor()
    await expectFocusOn(page, '.login-popup__submit', 'a refused login')

    // The right password: Log in becomes the account menu, which takes the focus.
    await tabTo(page, 'input[name="password"]', true)
    await page.keyboard.press('Control+A')
    await page.keyboard.type(ADMIN.password)
    await tabTo(page, '.login-popup__submit')
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await expectFocusOn(page, '.profile__toggle', 'after logging in')

    // The contact form: Send keeps the focus while it sends and after.
    await tabTo(page, '.navbar__desktop a[href="/contact"]')
    await page.keyboard.press('Enter')
    await expectFocusOn(page, 'h1', 'going to /contact')
    await tabTo(page, 'input[name="name"]')
    await page.keyboard.type('Jana Nováková')
    await tabTo(page, 'input[name="email"]')
    await page.keyboard.type('jana@example.com')
    await tabTo(page, 'select[name="subject"]')
    await page.keyboard.press('ArrowDown')
    await tabTo(page, 'textarea[name="message"]')
    await page.keyboard.type('Can we bring our own cake?')
    await tabTo(page, '.contact-form__submit')
    await page.keyboard.press('Enter')
    // Sent: the form empties itself.
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('input[name="name"]')?.value === '',
    )
    await expectFocusOn(page, '.contact-form__submit', 'sending the contact form')
    await context.close()
  })

  it('on a phone: the menu, its Log in and the carousel keep the focus', async () => {
    const { context, page } = await newShopper(browser, { language: 'en', viewport: PHONE })
    page.setDefaultTimeout(10_000)
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).waitFor()

    // The mobile menu's Log in closes the menu: closing the dialog comes back to the menu button.
    await tabTo(page, '.navbar__burger')
    await page.keyboard.press('Enter')
    await tabTo(page, '.navbar__mobile-account .button')
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').waitFor()
    await page.keyboard.press('Escape')
    await expectFocusOn(page, '.navbar__burger', 'closing the login opened from the menu')

    // A link in the mobile menu: the new page's heading.
    await page.keyboard.press('Enter')
    await tabTo(page, '.navbar__mobile a[href="/about"]')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/about')
    await expectFocusOn(page, 'h1', 'a link in the mobile menu')

    // The top dishes carousel: Next at the end keeps the focus.
    await tabTo(page, '.navbar__logo')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/')
    await expectFocusOn(page, 'h1', 'back home')
    const next = page.getByRole('button', { name: 'Next' })
    await next.waitFor()
    await tabTo(page, '.top__button:last-of-type')
    // Each Enter scrolls the strip on, until its last dish is in view and Next turns off.
    const atEnd = page.locator('.top__button:last-of-type[aria-disabled="true"]')
    for (let press = 1; !(await atEnd.isVisible()); press++) {
      expect(press, 'presses of Next before the carousel reaches its end').toBeLessThanOrEqual(30)
      // A press during the last one's smooth scroll moves on from where the strip is, not from
      // where it was going: a quick press would count less than a step. Each press waits for
      // the strip to come to rest (its scrollend), as a guest sees it stop before pressing again.
      const before = await page.locator('.top__strip').evaluate((strip) => {
        const settled = new Promise<void>((resolve) =>
          strip.addEventListener('scrollend', () => resolve(), { once: true }),
        )
        Object.assign(window, { stripSettled: settled })
        return strip.scrollLeft
      })
      await page.keyboard.press('Enter')
      // The press moved the strip, or it is at its end.
      await page.waitForFunction(
        (before) =>
          document.querySelector('.top__strip')!.scrollLeft > before + 1 ||
          document.querySelector('.top__button:last-of-type[aria-disabled="true"]') !== null,
        before,
      )
      if (!(await atEnd.isVisible())) {
        await page.evaluate(
          () => (window as unknown as { stripSettled: Promise<void> }).stripSettled,
        )
      }
    }
    await expectFocusOn(page, '.top__button:last-of-type', 'the carousel at its end')
    await context.close()
  })
})
