import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { MenuAnswer } from '@quan/domain'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asAdmin, baseUrl, launch, newShopper, screenshot } from '../support'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

const NAMES = {
  base: 'Bún chả Hà Nội',
  vi: 'Bún chả Hà Nội',
  en: 'Hanoi grilled pork with noodles',
  sk: 'Grilované bravčové s ryžovými rezancami',
}
/** Its description as typed (the base, in English) and on each language's tab (issue 12 §1). */
const DESCRIPTIONS = {
  base: 'Grilled pork patties, rice noodles and herbs.',
  vi: 'Chả nướng than hoa, bún và rau thơm.',
  en: 'Grilled pork patties, rice noodles and herbs.',
  sk: 'Grilované bravčové fašírky, ryžové rezance a bylinky.',
}

/**
 * Journey 7: the admin creates a dish in the back office with its three names, a price and a
 * picture uploaded from the computer; the guest's menu shows it, with the uploaded picture, in
 * Vietnamese, English and Slovak.
 */
describe('the menu editor', () => {
  it('creates a dish with an uploaded picture that the shop shows in all three languages', async () => {
    // A picture file as the admin would have it on disk: the bytes of a demo dish's picture.
    const foods = (await (
      await fetch(`${baseUrl()}/api/food/list?forUser=true`)
    ).json()) as MenuAnswer
    const model = foods.data.find((food) => food.image)!
    const picture = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'quan-upload-')), 'dish.webp')
    fs.writeFileSync(
      picture,
      Buffer.from(await (await fetch(`${baseUrl()}/images/${model.image}`)).arrayBuffer()),
    )

    const admin = await newShopper(browser, { language: 'en' })
    await asAdmin(admin.context)
    const page = admin.page
    page.setDefaultTimeout(10_000)
    await page.goto('/admin?tab=menu')
    await page.getByRole('button', { name: 'New dish' }).click()
    const form = page.getByRole('dialog', { name: 'New dish' })
    await form.waitFor()
    await form.getByLabel('Name', { exact: true }).fill(NAMES.base)
    await form.getByLabel('Vietnamese name').fill(NAMES.vi)
    await form.getByLabel('English name').fill(NAMES.en)
    await form.getByLabel('Slovak name').fill(NAMES.sk)
    await form.getByLabel('SKU', { exact: true }).fill('BUN-CHA-01')
    await form.getByLabel('Price (€)', { exact: true }).fill('10.90')
    await form.getByLabel('Category', { exact: true }).selectOption(model.category)
    await form.getByLabel('Description', { exact: true }).fill(DESCRIPTIONS.base)
    for (const [language, tab] of [
      ['vi', 'Vietnamese'],
      ['en', 'English'],
      ['sk', 'Slovak'],
    ] as const) {
      await form
        .getByRole('tab', { name: `${tab} (empty)` })
        .first()
        .click()
      await form.getByLabel(`Description (${tab})`).fill(DESCRIPTIONS[language])
    }
    await form.getByLabel('Dish image').setInputFiles(picture)
    const preview = form.getByRole('img', { name: 'Preview: Dish image' })
    await preview.waitFor()
    const uploaded = new URL((await preview.getAttribute('src'))!, baseUrl()).pathname
    expect(uploaded).toMatch(/^\/images\/[\w-]+\.webp$/)
    await screenshot(page, 'journey-7-dish-form')
    await form.getByRole('button', { name: 'Create dish' }).click()
    await page.getByText('Product created successfully!').waitFor()
    await form.waitFor({ state: 'detached' })
    await screenshot(page, 'journey-7-dish-created')

    // The picture is served from the database as WebP.
    const served = await fetch(`${baseUrl()}${uploaded}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')

    // A guest sees it on the menu in each language, with the uploaded picture.
    for (const [language, name] of [
      ['vi', NAMES.vi],
      ['en', NAMES.en],
      ['sk', NAMES.sk],
    ] as const) {
      const guest = await newShopper(browser, { language })
      guest.page.setDefaultTimeout(10_000)
      await guest.page.goto('/menu')
      const card = guest.page
        .locator('main')
        .getByRole('article')
        .filter({ has: guest.page.getByRole('button', { name, exact: true }) })
      await card.scrollIntoViewIfNeeded()
      await expect
        .poll(
          async () =>
            new URL((await card.locator('img').first().getAttribute('src'))!, baseUrl()).pathname,
        )
        .toBe(uploaded)
      // The description in the guest's language, on a card wide enough to show it.
      await card.getByText(DESCRIPTIONS[language]).waitFor()
      await screenshot(guest.page, `journey-7-menu-${language}`)
      await guest.context.close()
    }
    await admin.context.close()
  })
})
