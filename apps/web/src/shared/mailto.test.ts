import { describe, expect, it } from 'vitest'
import { mailtoHref } from './mailto'
import { DEMO_IDENTITY } from '@quan/domain/restaurant'
import { emailHref } from './restaurant'

// A Reply link holds one recipient and what the shop puts in it, nothing a guest typed
// (issue 19 §1.8).
describe('mailtoHref', () => {
  it('links an address, its @ kept readable', () => {
    expect(mailtoHref('hana@example.com')).toBe('mailto:hana@example.com')
  })

  it('gives the restaurant’s own address the link it has without it', () => {
    expect(emailHref(DEMO_IDENTITY.email)).toBe(mailtoHref(DEMO_IDENTITY.email))
  })

  it('adds the subject, encoded', () => {
    expect(mailtoHref('hana@example.com', { subject: 'Re: Birthday & cake?' })).toBe(
      'mailto:hana@example.com?subject=Re%3A%20Birthday%20%26%20cake%3F',
    )
  })

  it.each([
    ['guest@example.com?bcc=spy@evil.example', 'mailto:guest@example.com%3Fbcc%3Dspy@evil.example'],
    [
      'guest@example.com&cc=spy%40evil.example',
      'mailto:guest@example.com%26cc%3Dspy%2540evil.example',
    ],
  ])('keeps %j one recipient: no header can start in it', (address, href) => {
    expect(mailtoHref(address)).toBe(href)
    expect(new URL(mailtoHref(address, { subject: 'Re: x' })).search).toBe('?subject=Re%3A%20x')
  })
})
