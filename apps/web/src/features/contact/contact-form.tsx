import { CONTACT_SUBJECTS, contactBody } from '@quan/domain/validation'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../shared/api/client'
import {
  fieldRefusals,
  refusalOf,
  saysSomething,
  useErrorText,
  type Refusal,
} from '../../shared/api/error-text'
import { useSendingNow } from '../../shared/api/mutation'
import { sendMessageKey, useSendMessage } from './api'
import { LiveForm } from '../../shared/ui/live-form'
import { Button } from '../../shared/ui/button'
import { Field } from '../../shared/ui/field'
import { useDraft } from '../../shared/form/use-draft'

/** SPEC §9: the success message shows for 5 seconds. */
export const CONTACT_SUCCESS_MS = 5000

const EMPTY = { name: '', email: '', subject: '', message: '' }

/**
 * The contact form (SPEC §4, §5): checked with the server's own schema before sending, each
 * field's error cleared as soon as it is edited, and a success message that really shows (the
 * reference never set its success flag).
 */
export function ContactForm() {
  const { t } = useTranslation('contact')
  const draft = useDraft(contactBody, EMPTY)
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

  const submit = draft.submit(async (body) => {
    try {
      await sending.mutateAsync(body)
      draft.reset(EMPTY)
    } catch (error) {
      if (error instanceof ApiError && !error.isNetwork) draft.show(fieldRefusals(error))
    }
  }, sendingNow)

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

  // Every field is required (WCAG 3.3.2): marked as the booking form marks them.
  const required = (text: string) => (
    <>
      {text}
      <span className="contact-form__star" aria-hidden="true">
        {' '}
        *
      </span>
    </>
  )

  const submitting = sending.isPending

  return (
    <LiveForm className="contact-form" noValidate onSubmit={submit}>
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
        <Field {...draft.field('name')} label={required(t('form.name'))}>
          {(control) => (
            <input
              {...control}
              name="name"
              value={draft.values.name}
              required
              autoComplete="name"
              maxLength={100}
              onChange={(event) => draft.set('name', event.target.value)}
            />
          )}
        </Field>
        <Field {...draft.field('email')} label={required(t('form.email'))}>
          {(control) => (
            <input
              {...control}
              name="email"
              value={draft.values.email}
              required
              type="email"
              autoComplete="email"
              maxLength={254}
              onChange={(event) => draft.set('email', event.target.value)}
            />
          )}
        </Field>
      </div>
      <Field {...draft.field('subject')} label={required(t('form.subject'))}>
        {(control) => (
          <select
            {...control}
            name="subject"
            value={draft.values.subject}
            required
            onChange={(event) => draft.set('subject', event.target.value)}
          >
            <option value="">{t('form.subjectPlaceholder')}</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t(`subjects.${subject}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field {...draft.field('message')} label={required(t('form.message'))}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            value={draft.values.message}
            required
            rows={6}
            maxLength={5000}
            onChange={(event) => draft.set('message', event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" className="button contact-form__submit" disabled={submitting}>
        {submitting ? t('form.submitting') : t('form.submit')}
      </Button>
    </LiveForm>
  )
}
