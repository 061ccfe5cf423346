import { contactBody } from '@quan/domain/validation'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Field } from '../ui/field'
import { useDraft } from './use-draft'

/** A contact form reduced to its name and e-mail, checked with the server's schema. */
function NameAndEmail({ onSend }: { onSend(body: unknown): void }) {
  const draft = useDraft(
    contactBody,
    { name: '', email: '', subject: 'general', message: 'Hello there' },
    { id: 'contact' },
  )
  return (
    <form noValidate onSubmit={draft.submit(onSend)}>
      <Field label="Name" {...draft.field('name')}>
        {(control) => (
          <input
            {...control}
            value={draft.values.name}
            onChange={(event) => draft.set('name', event.target.value)}
          />
        )}
      </Field>
      <Field label="Email" {...draft.field('email')}>
        {(control) => (
          <input
            {...control}
            value={draft.values.email}
            onChange={(event) => draft.set('email', event.target.value)}
          />
        )}
      </Field>
      <button type="submit">Send</button>
    </form>
  )
}

afterEach(async () => {
  await i18next.changeLanguage('en')
})

describe('useDraft', () => {
  it("shows the schema's refusals by field, in the reader's language, and focuses the first", async () => {
    const user = userEvent.setup()
    const onSend = vi.fn()
    render(<NameAndEmail onSend={onSend} />)
    await user.click(screen.getByRole('button', { name: 'Send' }))

    const name = screen.getByLabelText('Name')
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Name is required')
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required')
    expect(name).toHaveFocus()
    expect(onSend).not.toHaveBeenCalled()

    // The refusal is kept by its code: another language re-words it.
    await act(() => i18next.changeLanguage('vi'))
    expect(name).toHaveAccessibleDescription('Vui lòng nhập họ tên')
  })

  it("clears a field's error as it is edited, and sends what the schema made of the draft", async () => {
    const user = userEvent.setup()
    const onSend = vi.fn()
    render(<NameAndEmail onSend={onSend} />)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await user.type(screen.getByLabelText('Name'), '  Lan  ')
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')

    await user.type(screen.getByLabelText('Email'), 'lan@example.com')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSend).toHaveBeenCalledWith({
      name: 'Lan',
      email: 'lan@example.com',
      subject: 'general',
      message: 'Hello there',
    })
  })

  it("puts the server's refusals under the fields their paths start with, and no others", async () => {
    const said: boolean[] = []
    function Refused() {
      const draft = useDraft(contactBody, { name: 'Lan', email: '' }, { id: 'refused' })
      return (
        <>
          <Field label="Email" {...draft.field('email')}>
            {(control) => <input {...control} value={draft.values.email} readOnly />}
          </Field>
          <button
            type="button"
            onClick={() => {
              said.push(draft.show({ token: { code: undefined, message: 'Unknown' } }))
              said.push(draft.show({ 'email.0': { code: 'EMAIL_INVALID', message: '' } }))
            }}
          >
            Refuse
          </button>
        </>
      )
    }
    const user = userEvent.setup()
    render(<Refused />)
    await user.click(screen.getByRole('button', { name: 'Refuse' }))
    expect(said).toEqual([false, true])
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    )
    expect(screen.getByLabelText('Email')).toHaveFocus()
  })
})
