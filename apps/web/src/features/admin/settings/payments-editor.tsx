import type { PaymentSettingsAnswer } from '@quan/domain/answers'
import { PAYMENT_METHODS, type PaymentMethod, type PaymentSettings } from '@quan/domain/payments'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client'
import { refusalOf, useErrorText, useFailureText } from '../../../shared/api/error-text'
import { Button } from '../../../shared/ui/button'
import { useSavePaymentSettings } from './api'

type Stored = PaymentSettingsAnswer['data']

const switchesOf = ({ cash, card, online }: PaymentSettings): PaymentSettings => ({
  cash,
  card,
  online,
})

/**
 * The ways guests may pay (issue 22 §1): cash and card at the door or counter, and online now,
 * which needs a payment provider (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET on the server).
 * At least one stays on.
 */
export function PaymentsEditor({ settings }: { settings: Stored }) {
  const { t } = useTranslation('office')
  const errorText = useErrorText()
  const failureText = useFailureText()
  const id = useId()
  const save = useSavePaymentSettings()
  const [values, setValues] = useState(() => switchesOf(settings))
  const [problem, setProblem] = useState('')
  const [saved, setSaved] = useState(false)
  const canOnline = settings.providerConfigured

  function change(method: PaymentMethod, on: boolean) {
    setValues((current) => ({ ...current, [method]: on }))
    setSaved(false)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setSaved(false)
    setProblem('')
    const body = { ...values, online: canOnline && values.online }
    if (!body.cash && !body.card && !body.online) {
      setProblem(t('settings.payments.noneOn'))
      return
    }
    save.mutate(body, {
      onSuccess: (stored) => {
        setValues(switchesOf(stored))
        setSaved(true)
      },
      onError: (error) =>
        setProblem(
          error instanceof ApiError && !error.isNetwork
            ? errorText(refusalOf(error)) || failureText(error)
            : failureText(error),
        ),
    })
  }

  return (
    <form className="office-ordering" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('settings.payments.title')}</h3>
      <p className="text-soft">{t('settings.payments.intro')}</p>
      {PAYMENT_METHODS.map((method) => {
        const off = method === 'online' && !canOnline
        return (
          <label key={method} className="office-ordering__switch">
            <input
              type="checkbox"
              checked={off ? false : values[method]}
              disabled={off}
              aria-describedby={off ? `${id}-no-provider` : undefined}
              onChange={(event) => change(method, event.currentTarget.checked)}
            />
            {t(`settings.payments.${method}`)}
          </label>
        )
      })}
      {!canOnline && (
        <p className="text-soft" id={`${id}-no-provider`}>
          {t('settings.payments.noProvider')}
        </p>
      )}
      {problem && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
      <div role="status">{saved && <p>{t('settings.payments.saved')}</p>}</div>
      <div className="office-areas__actions">
        <Button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? t('settings.payments.saving') : t('settings.payments.save')}
        </Button>
      </div>
    </form>
  )
}
