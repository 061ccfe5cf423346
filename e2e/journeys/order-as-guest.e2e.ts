import { formatEuroCents, type Food, type MenuAnswer } from '@quan/domain'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, newShopper, screenshot } from '../support'

/** What a guest's search matches, folded as a guest types it: 'pho' finds 'phở'. */
const fold = (text: string) =>
  text.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd')

// Prices as a Slovak reads them (issue 12 §4): '12,50 €', with a no-break space.
const euro = (cents: number) => formatEuroCents(cents, 'sk')

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

/**
 * Journey 1: a guest browsing in Slovak searches the menu, opens a phở with a size and extras,
 * puts two different variants in the cart, checks out as a guest, gets a tracking code and
 * tracks the order, which is Pending ('Čaká na spracovanie').
 */
describe('a guest orders in Slovak', () => {
  it('searches, adds two variants, orders and tracks the order', async () => {
    const { context, page } = await newShopper(browser, { language: 'sk' })
    page.setDefaultTimeout(10_000)

    await page.goto('/menu')
    await page.getByRole('heading', { level: 1, name: 'Naše menu' }).waitFor()

    // The dish: a size that replaces the price and extras that add to it (the demo's phở bò).
    const list = await page.request.get('/api/food/list?forUser=true')
    const foods = ((await list.json()) as MenuAnswer).data
    const dish = foods.find(
      (food) =>
        food.status === 'active' &&
        food.options.some((group) => group.name === 'Size' && group.pricingMode === 'override') &&
        food.options.some((group) => group.name === 'Extras' && group.pricingMode === 'add'),
    )!
    expect(dish, 'a dish with Size and Extras in the demo menu').toBeDefined()
    const name = dish.nameSK?.trim() || dish.name
    const sizeGroup = dish.options.find((group) => group.name === 'Size')!
    const extrasGroup = dish.options.find((group) => group.name === 'Extras')!
    const size = sizeGroup.choices
    const extras = extrasGroup.choices
    const choice = (choices: Food['options'][number]['choices'], label: string) =>
      choices.find((item) => item.label === label)!
    const large = choice(size, 'Large')
    const small = choice(size, 'Small')
    const beef = choice(extras, 'Extra beef')
    const egg = choice(extras, 'Soft-boiled egg')
    const firstCents = Math.round((large.price + beef.price) * 100)
    const secondCents = Math.round((small.price + egg.price) * 100)
    const totalCents = firstCents + secondCents + 200

    // Search: the count of matching dishes is announced and only those dishes are listed.
    const query = 'pho'
    const expected = foods.filter((food) =>
      [food.nameSK || food.name, food.name, food.descriptionSK, food.description].some((text) =>
        fold(text ?? '').includes(query),
      ),
    ).length
    expect(expected).toBeGreaterThan(1)
    await page.getByRole('searchbox', { name: 'Hľadať jedlá' }).fill(query)
    await page.getByText(`Jedlá zodpovedajúce „${query}“: ${expected}`).waitFor()
    const cards = page.locator('main').getByRole('article')
    await expect.poll(() => cards.count()).toBe(expected)
    await screenshot(page, 'journey-1-search-sk')

    // The dish's details: pick Large with extra beef and add it.
    await page.getByRole('button', { name, exact: true }).click()
    const modal = page.getByRole('dialog', { name })
    await modal.waitFor()
    // Groups and choices by their Slovak texts from the menu (issue 12 §1).
    const sizes = modal.getByRole('group', { name: sizeGroup.nameSK })
    const extraGroup = modal.getByRole('group', { name: extrasGroup.nameSK })
    await sizes.getByRole('radio', { name: new RegExp(`^${large.labelSK}`) }).check()
    await extraGroup.getByRole('radio', { name: new RegExp(`^${beef.labelSK}`) }).check()
    await modal.getByText(`Cena: ${euro(firstCents)}`, { exact: true }).waitFor()
    await modal.getByRole('button', { name: 'Pridať do košíka' }).click()
    await modal.getByText('V košíku').waitFor()
    await expect
      .poll(() => modal.getByRole('group', { name: `Množstvo: ${name}` }).textContent())
      .toContain('1')
    await screenshot(page, 'journey-1-dish-sk')

    // A second variant is a line of its own: Small with a soft-boiled egg.
    await sizes.getByRole('radio', { name: new RegExp(`^${small.labelSK}`) }).check()
    await extraGroup.getByRole('radio', { name: new RegExp(`^${egg.labelSK}`) }).check()
    await modal.getByText(`Cena: ${euro(secondCents)}`, { exact: true }).waitFor()
    await modal.getByRole('button', { name: 'Pridať do košíka' }).click()
    await modal.getByText('V košíku').waitFor()
    await modal.getByRole('button', { name: 'Zavrieť', exact: true }).click()
    await modal.waitFor({ state: 'detached' })

    // The cart: two lines of the same dish, one of each.
    await page.getByRole('button', { name: 'Košík, počet položiek: 2' }).click()
    const cart = page.getByRole('dialog', { name: 'Váš košík' })
    await cart.waitFor()
    const lines = cart.getByRole('list', { name: 'Jedlá vo vašom košíku' }).getByRole('listitem')
    await expect.poll(() => lines.count()).toBe(2)
    await expect.poll(() => lines.filter({ hasText: name }).count()).toBe(2)
    // Each line says which variant it is, in Slovak like the dish's details.
    const first = `${sizeGroup.nameSK}: ${large.labelSK} · ${extrasGroup.nameSK}: ${beef.labelSK}`
    const second = `${sizeGroup.nameSK}: ${small.labelSK} · ${extrasGroup.nameSK}: ${egg.labelSK}`
    await lines
      .filter({ hasText: first })
      .filter({ hasText: euro(firstCents) })
      .waitFor()
    await lines
      .filter({ hasText: second })
      .filter({ hasText: euro(secondCents) })
      .waitFor()
    await cart.getByRole('button', { name: 'K pokladni' }).click()

    // Checkout as a guest.
    await page.getByRole('heading', { level: 1, name: 'Pokladňa' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/order')
    const summary = page.getByRole('complementary', { name: 'Vaša objednávka' })
    await summary.getByText(`${name} (${first})`).waitFor()
    await summary.getByText(`${name} (${second})`).waitFor()
    await summary.getByText(euro(totalCents), { exact: true }).waitFor()
    expect(await page.getByRole('radio', { name: 'Hosť' }).isChecked()).toBe(true)
    await page.getByLabel('Meno', { exact: true }).fill('Zuzana')
    await page.getByLabel('Priezvisko', { exact: true }).fill('Nováková')
    await page.getByLabel('E-mail (nepovinné)').fill('zuzana@example.sk')
    await page.getByLabel('Ulica a číslo').fill('Obchodná 5')
    await page.getByLabel('Mesto', { exact: true }).fill('Bratislava')
    await page.getByLabel('Kraj / región').fill('Bratislavský kraj')
    await page.getByLabel('PSČ').fill('81106')
    await page.getByLabel('Krajina').fill('Slovensko')
    await page.getByLabel('Telefón', { exact: true }).fill('0901234567')
    await screenshot(page, 'journey-1-checkout-sk')
    await page.getByRole('button', { name: 'Objednať s povinnosťou platby', exact: true }).click()

    // The success popup: a tracking code of two letters and six digits, and the amount.
    const success = page.getByRole('dialog', { name: 'Objednávka prijatá!' })
    await success.waitFor()
    const facts = await success.innerText()
    const code = /Kód objednávky\s*([A-Z]{2}\d{6})\b/.exec(facts)?.[1]
    expect(code, facts).toMatch(/^[A-Z]{2}\d{6}$/)
    expect(facts).toMatch(new RegExp(`Suma\\s*${euro(totalCents).replace('.', '\\.')}`))
    await screenshot(page, 'journey-1-success-sk')
    await success.getByRole('button', { name: 'Sledovať objednávku' }).click()

    // Tracking: the order, its total and its status, Pending in Slovak.
    await page.getByRole('heading', { level: 1, name: 'Sledovanie objednávky' }).waitFor()
    const result = page.getByRole('article', { name: 'Podrobnosti objednávky' })
    await result.waitFor()
    await result.getByText('Čaká na spracovanie', { exact: true }).waitFor()
    await result.getByText(code!, { exact: true }).waitFor()
    await result.getByText(euro(totalCents), { exact: true }).waitFor()
    const rows = result.getByRole('row').filter({ hasText: name })
    await expect.poll(() => rows.count()).toBe(2)
    await rows
      .filter({ hasText: first })
      .filter({ hasText: euro(firstCents) })
      .waitFor()
    await rows
      .filter({ hasText: second })
      .filter({ hasText: euro(secondCents) })
      .waitFor()
    // Leaving through the popup emptied the cart.
    await page.getByRole('button', { name: 'Košík, počet položiek: 0' }).waitFor()
    await screenshot(page, 'journey-1-track-sk')
    await context.close()
  })
})
