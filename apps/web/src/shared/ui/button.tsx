import type { ButtonHTMLAttributes, MouseEvent } from 'react'

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** 'submit' for a form's own button; a plain 'button' otherwise. */
  type?: 'button' | 'submit' | 'reset'
  /**
   * Off for now (sending, nothing chosen yet): said as "dimmed" and a press does nothing, but
   * the button stays in the tab order and keeps the focus (aria-disabled, issue 19 §4.2).
   */
  disabled?: boolean
}

/**
 * The shop's button. A `disabled` button would drop the keyboard focus to the page body the
 * moment it turns off while sending (WCAG 2.4.3), and a screen reader would then find the
 * answer alone: this one is only aria-disabled, and ignores presses (clicks, Enter in a form's
 * field, which presses the submit button) while off.
 */
export function Button({ type = 'button', disabled, onClick, ...props }: ButtonProps) {
  function press(event: MouseEvent<HTMLButtonElement>) {
    if (disabled) {
      // Also keeps a submit button from sending its form.
      event.preventDefault()
      return
    }
    onClick?.(event)
  }
  return <button {...props} type={type} aria-disabled={disabled || undefined} onClick={press} />
}
