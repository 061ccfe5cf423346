import userEvent from '@testing-library/user-event'

/** What paste needs of user-event: its direct API by default, or a test's `userEvent.setup()`. */
export type PastingUser = Pick<typeof userEvent, 'click' | 'clear' | 'paste'>

/**
 * Puts `value` into a text field in place of what it held, as a guest pasting it would: a click,
 * then one input event rather than one per character (issue 20 §1: typed character by character,
 * the form tests took twice as long and timed out under load). For the tests that are not about
 * typing itself.
 */
export async function paste(field: HTMLElement, value: string, user: PastingUser = userEvent) {
  await user.click(field)
  if ((field as HTMLInputElement).value) await user.clear(field)
  if (value) await user.paste(value)
}
