import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Field } from './field'

describe('Field', () => {
  it('names its control by the label, and says nothing more while all is well', () => {
    render(
      <Field id="guest-name" label="Name">
        {(control) => <input {...control} />}
      </Field>,
    )
    const input = screen.getByLabelText('Name')
    expect(input).toHaveAttribute('id', 'guest-name')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAttribute('aria-describedby')
  })

  it('describes the control by its hint, then by its error, and marks it invalid', () => {
    render(
      <Field id="guest-phone" label="Phone" hint="Digits only" error="Phone is required">
        {(control) => <input {...control} />}
      </Field>,
    )
    const input = screen.getByLabelText('Phone')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Digits only Phone is required')
    expect(screen.getByText('Phone is required')).toHaveAttribute('id', 'guest-phone-error')
    expect(screen.getByText('Phone is required')).toHaveClass('field-error')
    expect(screen.getByText('Digits only')).toHaveAttribute('id', 'guest-phone-hint')
  })

  it('keeps the hint when the error goes', () => {
    render(
      <Field id="guest-phone" label="Phone" hint="Digits only" hintAs="span" error="">
        {(control) => <input {...control} />}
      </Field>,
    )
    const input = screen.getByLabelText('Phone')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).toHaveAccessibleDescription('Digits only')
    expect(screen.getByText('Digits only').tagName).toBe('SPAN')
  })

  it('announces the error only when asked to', () => {
    const { rerender } = render(
      <Field id="reason" label="Reason" error="A reason is required">
        {(control) => <textarea {...control} />}
      </Field>,
    )
    expect(screen.queryByRole('alert')).toBeNull()
    rerender(
      <Field id="reason" label="Reason" error="A reason is required" alert>
        {(control) => <textarea {...control} />}
      </Field>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('A reason is required')
  })

  it("is marked by the form's one alert, read after its own hint", () => {
    render(
      <>
        <Field id="cap" label="Orders per slot" hint="Empty: no cap" invalid describedBy="problem">
          {(control) => <input {...control} />}
        </Field>
        <p id="problem">Must be a whole number</p>
      </>,
    )
    const input = screen.getByLabelText('Orders per slot')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Empty: no cap Must be a whole number')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
