import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, newShopper, screenshot } from '../support'

/** A day on the restaurant's calendar (Bratislava), `offset` days from today, as YYYY-MM-DD. */
function restaurantDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bratislava' }).format(
    new Date(),
  )
  const day = new Date(`${today}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + offset)
  return day.toISOString().slice(0, 10)
}

/** The first Monday to Friday at least two days ahead, so no slot of it has passed yet. */
function nextWeekday(): string {
  for (let offset = 2; ; offset++) {
    const date = restaurantDay(offset)
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay()
    if (weekday >= 1 && weekday <= 5) return date
  }
}

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(() => browser?.close())

/**
 * Journey 3: a guest books a table (no times before a date is picked, a past date refused
 * before anything is sent), sees the booking confirmed, then writes to the restaurant through
 * the contact form and sees its success message, which shows and then goes after 5 seconds.
 */
describe('a guest books a table and writes to the restaurant', () => {
  it('books a table, then sends a contact message', async () => {
    const { context, page } = await newShopper(browser, { language: 'en' })
    page.setDefaultTimeout(10_000)
    const sent: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (request.method() === 'POST' && (path === '/api/reservation' || path === '/api/contact'))
        sent.push(path)
    })

    await page.goto('/reservation')
    await page.getByRole('heading', { level: 1, name: 'Book a table' }).waitFor()
    // Required fields' labels end in an asterisk that screen readers skip.
    const date = page.getByLabel(/^Date\b/)
    const time = page.getByRole('combobox', { name: 'Time', exact: true })
    const timeOptions = () => time.locator('option').allTextContents()

    // No date yet: the time list is disabled and offers nothing to pick.
    await time.waitFor()
    expect(await time.isDisabled()).toBe(true)
    expect(await timeOptions()).toEqual(['Pick a date first'])

    // The rest of the form, as a guest fills it.
    await page.getByLabel('Full name').fill('Peter Horváth')
    await page.getByLabel('Phone number').fill('+421 902 555 123')
    await page
      .getByRole('textbox', { name: 'E-mail', exact: true })
      .fill('peter.horvath@example.sk')
    await page.getByLabel('Number of people').selectOption('4')
    await page.getByLabel('Special requests').fill('A table by the window, please.')

    // Yesterday, typed in past the picker's minimum: no times, and the booking is refused.
    const yesterday = restaurantDay(-1)
    expect(await date.getAttribute('min')).toBe(restaurantDay(0))
    await date.fill(yesterday)
    expect(await date.inputValue()).toBe(yesterday)
    expect(await time.isDisabled()).toBe(false)
    expect(await timeOptions()).toEqual(['No free times left on this day'])
    await page.getByRole('button', { name: 'Book my table' }).click()
    await page.getByText('Cannot select a past date', { exact: true }).waitFor()
    expect(await date.getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(sent).toEqual([])
    await screenshot(page, 'journey-3-past-date')

    // A weekday ahead: the day's slots appear, and one is picked.
    const day = nextWeekday()
    await date.fill(day)
    await page.getByText('Cannot select a past date').waitFor({ state: 'detached' })
    await expect.poll(timeOptions).toContain('18:00')
    const slots = await timeOptions()
    expect(slots[0]).toBe('Select a time')
    expect(slots.slice(1)).toEqual(
      Array.from({ length: 18 }, (_, i) => {
        const minutes = 11 * 60 + i * 30
        return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`
      }),
    )
    await time.selectOption('18:00')
    await page.getByRole('button', { name: 'Book my table' }).click()

    // Booked: the popup repeats the booking, and the form says so too.
    const popup = page.getByRole('dialog', { name: 'Table requested!' })
    await popup.waitFor()
    const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' })
    await popup
      .getByText(
        `Thank you, Peter Horváth. We have your request for ${longDate.format(
          new Date(`${day}T00:00:00Z`),
        )} at 18:00, number of people: 4.`,
      )
      .waitFor()
    await popup.getByText('Our staff will call you within 2 hours to confirm.').waitFor()
    await page
      .getByRole('status')
      .getByText(/^Reservation submitted successfully!/)
      .waitFor()
    expect(sent).toEqual(['/api/reservation'])
    await screenshot(page, 'journey-3-booked')
    await popup.getByRole('button', { name: 'Back to Home' }).click()
    await popup.waitFor({ state: 'detached' })
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')

    // The contact form: a message sent, and the success message shows (then goes after 5 s).
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Contact' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor()
    const form = page.locator('form').filter({
      has: page.getByRole('heading', { name: 'Send us a message' }),
    })
    await form.getByLabel('Your name').fill('Peter Horváth')
    await form.getByLabel('E-mail').fill('peter.horvath@example.sk')
    await form.getByLabel('Subject').selectOption({ label: 'Partnership' })
    await form
      .getByLabel('Message')
      .fill('We would like lunch for twelve people at our office next Friday.')
    await form.getByRole('button', { name: 'Send message' }).click()
    const thanks = form
      .getByRole('status')
      .getByText('Thank you for your message! We will get back to you soon.', { exact: true })
    await thanks.waitFor()
    const shownAt = Date.now()
    expect(sent).toEqual(['/api/reservation', '/api/contact'])
    // The form is emptied for the next message.
    expect(await form.getByLabel('Message').inputValue()).toBe('')
    await screenshot(page, 'journey-3-contact-sent')
    await thanks.waitFor({ state: 'detached', timeout: 8_000 })
    expect(Date.now() - shownAt).toBeGreaterThan(3_500)
    await context.close()
  })
})
