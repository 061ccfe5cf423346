import type { ReactNode } from 'react'

/** What a field gives its control: its id, and whether and by what it is described. */
export interface ControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

interface FieldProps {
  /** The control's id; its hint and error take it with `-hint` and `-error`. */
  id: string
  label: ReactNode
  /** Words that stay under the control (a phone's format), read out with it. */
  hint?: ReactNode
  hintClassName?: string
  /** A span where the hint sits in a line of text; a paragraph otherwise. */
  hintAs?: 'p' | 'span'
  /** The field's error, already in the reader's words; '' or none: no error. */
  error?: string
  /** Marked invalid without an error of its own: the form says why in one place for all. */
  invalid?: boolean
  /** Ids of the form's own words about the control (that one place), read after the rest. */
  describedBy?: string
  /**
   * Announced as it appears (role="alert"): for forms that do not move the focus to the field
   * in error, so that a screen reader still hears why Save did nothing.
   */
  alert?: boolean
  /** The wrapper's class: `field` unless said. */
  className?: string
  /** What the field shows after its error (a name's other languages). */
  after?: ReactNode
  /** The control, given the props that tie it to its label, hint and error. */
  children(control: ControlProps): ReactNode
}

/**
 * One form field: its label, its control, a hint and an error, tied together for assistive
 * technology (WCAG 1.3.1, 3.3.1): the label names the control, the control is marked invalid
 * while the error shows, and it is described by the hint and the error, in that order.
 */
export function Field({
  id,
  label,
  hint,
  hintClassName,
  hintAs: Hint = 'p',
  error,
  invalid = false,
  describedBy,
  alert = false,
  className = 'field',
  after,
  children,
}: FieldProps) {
  const hintId = hint ? `${id}-hint` : ''
  const errorId = error ? `${id}-error` : ''
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined,
      })}
      {hint && (
        <Hint id={hintId} className={hintClassName}>
          {hint}
        </Hint>
      )}
      {error && (
        <p id={errorId} className="field-error" role={alert ? 'alert' : undefined}>
          {error}
        </p>
      )}
      {after}
    </div>
  )
}
