import { CONTACT_SUBJECTS, contactBody } from '@quan/domain/validation'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../shared/api/client'
import {
  fieldRefusals,
  refusalOf,
  saysSomething,
  useErrorText,
  type Refusal,
} from '../../shared/api/error-text'
import { schemaRefusals } from '../../shared/api/schema-refusals'
import { useSendingNow } from '../../shared/api/mutation'
import { sendMessageKey, useSendMessage } from './api'
import { LiveForm } from '../../shared/ui/live-form'
import { Button } from '../../shared/ui/button'

/** SPEC §9: the success message shows for 5 seconds. */
export const CONTACT_SUCCESS_MS = 5000

const FIELDS = ['name', 'email', 'subject', 'message'] as const
type Field = (typeof FIELDS)[number]
type Values = Record<Field, string>

const EMPTY: Values = { name: '', email: '', subject: '', message: '' }

/**
 * The contact form (SPEC §4, §5): checked with the server's own schema before sending, each
 * field's error cleared as soon as it is edited, and a success message that really shows (the
 * reference never set its success flag).
 */
export function ContactForm() {
  const { t } = useTranslation('contact')
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<Values>(EMPTY)
  // Field → its refusal, put in words by code when shown (so a language switch re-words it).
  const [errors, setErrors] = useState<Partial<Record<Field, Refusal>>>({})
  const sending = useSendMessage()
  const sendingNow = useSendingNow(sendMessageKey)
  const translate = useErrorText()

  // The success message goes after its time: the mutation is back to idle.
  const { isSuccess: sent, reset } = sending
  useEffect(() => {
    if (!sent) return
    const timer = window.setTimeout(reset, CONTACT_SUCCESS_MS)
    return () => window.clearTimeout(timer)
  }, [sent, reset])

  function edit(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => {
      if (!current[field]) return current
      const { [field]: _cleared, ...rest } = current
      return rest
    })
  }

  function showErrors(next: Partial<Record<Field, Refusal>>) {
    setErrors(next)
    const first = FIELDS.find((field) => next[field])
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sendingNow()) return
    const parsed = contactBody.safeParse(values)
    if (!parsed.success) {
      showErrors(schemaRefusals(parsed.error))
      return
    }
    try {
      await sending.mutateAsync(parsed.data)
      setValues(EMPTY)
      setErrors({})
    } catch (error) {
      if (error instanceof ApiError && !error.isNetwork) {
        const fields = Object.entries(fieldRefusals(error))
        if (fields.length > 0) {
          showErrors(
            Object.fromEntries(
              fields.filter(([field]) => (FIELDS as readonly string[]).includes(field)),
            ) as Partial<Record<Field, Refusal>>,
          )
        }
      }
    }
  }

  // The refusal above the form, from the mutation's own error.
  const generalError = ((): Refusal | string => {
    const error = sending.error
    if (!error) return ''
    if (!error.isNetwork) {
      const refusal = refusalOf(error)
      return saysSomething(refusal) ? refusal : t('errors.sendFailed')
    }
    return error.message || t('errors.sendFailed')
  })()

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  })

  // Every field is required (WCAG 3.3.2): marked as the booking form marks them.
  const label = (field: Field, text: string) => (
    <label htmlFor={`${id}-${field}`}>
      {text}
      <span className="contact-form__star" aria-hidden="true">
        {' '}
        *
      </span>
    </label>
  )

  const errorOf = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="field-error">
        {translate(errors[field])}
      </p>
    ) : null

  const submitting = sending.isPending

  return (
    <LiveForm ref={form} className="contact-form" noValidate onSubmit={submit}>
      <h2>{t('form.title')}</h2>
      <p className="contact-form__intro">{t('form.intro')}</p>
      <p className="contact-form__intro">{t('form.requiredNote')}</p>

      <div role="status" aria-live="polite">
        {sent && <p className="alert alert--success">{t('form.success')}</p>}
      </div>
      {generalError && (
        <p role="alert" className="alert">
          {typeof generalError === 'string' ? generalError : translate(generalError)}
        </p>
      )}

      <div className="contact-form__row">
        <div className="field">
          {label('name', t('form.name'))}
          <input
            {...fieldProps('name')}
            required
            autoComplete="name"
            maxLength={100}
            onChange={(event) => edit('name', event.target.value)}
          />
          {errorOf('name')}
        </div>
        <div className="field">
          {label('email', t('form.email'))}
          <input
            {...fieldProps('email')}
            required
            type="email"
            autoComplete="email"
            maxLength={254}
            onChange={(event) => edit('email', event.target.value)}
          />
          {errorOf('email')}
        </div>
      </div>
      <div className="field">
        {label('subject', t('form.subject'))}
        <select
          {...fieldProps('subject')}
          required
          onChange={(event) => edit('subject', event.target.value)}
        >
          <option value="">{t('form.subjectPlaceholder')}</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {t(`subjects.${subject}`)}
            </option>
          ))}
        </select>
        {errorOf('subject')}
      </div>
      <div className="field">
        {label('message', t('form.message'))}
        <textarea
          {...fieldProps('message')}
          required
          rows={6}
          maxLength={5000}
          onChange={(event) => edit('message', event.target.value)}
        />
        {errorOf('message')}
      </div>
      <Button type="submit" className="button contact-form__submit" disabled={submitting}>
        {submitting ? t('form.submitting') : t('form.submit')}
      </Button>
    </LiveForm>
  )
}
