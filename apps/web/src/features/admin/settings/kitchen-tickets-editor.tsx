import {
  TICKET_PRINT_MOMENTS,
  type KitchenTicketSettings,
  type TicketPrintMoment,
} from '@quan/domain/kitchen-ticket'
import { LANGUAGES, type Language } from '@quan/domain/language'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useFailureText } from '../../../shared/api/error-text'
import { Button } from '../../../shared/ui/button'
import { Field } from '../../../shared/ui/field'
import { useSaveKitchenTicketSettings } from '../kitchen-tickets'

/**
 * The kitchen tickets (issue 23 §2): the language every ticket is printed in, whoever ordered,
 * and when a network printer prints one by itself. The second matters only with a printer
 * (PRINTER_URL on the server); the print view from an order's card works without one.
 */
export function KitchenTicketsEditor({ settings }: { settings: KitchenTicketSettings }) {
  const { t } = useTranslation('office')
  const failureText = useFailureText()
  const id = useId()
  const save = useSaveKitchenTicketSettings()
  const [values, setValues] = useState(settings)
  const [problem, setProblem] = useState('')
  const [saved, setSaved] = useState(false)

  function change(next: Partial<KitchenTicketSettings>) {
    setValues((current) => ({ ...current, ...next }))
    setSaved(false)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setSaved(false)
    setProblem('')
    save.mutate(values, {
      onSuccess: (stored) => {
        setValues(stored)
        setSaved(true)
      },
      // The server's refusal by its code, in the admin's language.
      onError: (error) => setProblem(failureText(error)),
    })
  }

  return (
    <form className="office-ordering" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('settings.tickets.title')}</h3>
      <p className="text-soft">{t('settings.tickets.intro')}</p>
      <Field
        id={`${id}-language`}
        label={t('settings.tickets.language')}
        hint={t('settings.tickets.languageHint')}
      >
        {(control) => (
          <select
            {...control}
            value={values.language}
            onChange={(event) => change({ language: event.currentTarget.value as Language })}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`settings.restaurant.language.${language}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="office-area office-area--choices" aria-describedby={`${id}-printer`}>
        <legend>{t('settings.tickets.printOn')}</legend>
        {TICKET_PRINT_MOMENTS.map((moment: TicketPrintMoment) => (
          <label key={moment} className="office-ordering__switch">
            <input
              type="radio"
              name={`${id}-print-on`}
              value={moment}
              checked={values.printOn === moment}
              onChange={() => change({ printOn: moment })}
            />
            {t(`settings.tickets.${moment}`)}
          </label>
        ))}
        <p className="text-soft" id={`${id}-printer`}>
          {t('settings.tickets.printerHint')}
        </p>
      </fieldset>
      {problem && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
      <div role="status">{saved && <p>{t('settings.tickets.saved')}</p>}</div>
      <div className="office-areas__actions">
        <Button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? t('settings.tickets.saving') : t('settings.tickets.save')}
        </Button>
      </div>
    </form>
  )
}
