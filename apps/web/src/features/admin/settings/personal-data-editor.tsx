import { MAX_RETENTION_MONTHS, type PersonalDataSettings } from '@quan/domain/personal-data'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useFailureText } from '../../../shared/api/error-text'
import { Button } from '../../../shared/ui/button'
import { Field } from '../../../shared/ui/field'
import { usePersonalDataSettings, useSavePersonalDataSettings } from '../personal-data'

/** Read, then edited: how long guests' personal data is kept (issue 24 §4). */
export function PersonalDataSettingsPart() {
  const settings = usePersonalDataSettings()
  return settings.data ? <PersonalDataEditor settings={settings.data} /> : null
}

/**
 * How long a guest's name, phone, e-mail, address and notes stay on an order, booking or message
 * once it is done, before the shop takes them out by itself; the order's lines and totals stay.
 */
export function PersonalDataEditor({ settings }: { settings: PersonalDataSettings }) {
  const { t } = useTranslation('office')
  const failureText = useFailureText()
  const id = useId()
  const save = useSavePersonalDataSettings()
  const [months, setMonths] = useState(String(settings.retentionMonths))
  const [problem, setProblem] = useState('')
  const [saved, setSaved] = useState(false)

  function submit(event: FormEvent) {
    event.preventDefault()
    setSaved(false)
    const retentionMonths = Number(months)
    if (
      !Number.isInteger(retentionMonths) ||
      retentionMonths < 1 ||
      retentionMonths > MAX_RETENTION_MONTHS
    ) {
      setProblem(t('settings.personalData.invalid', { max: MAX_RETENTION_MONTHS }))
      return
    }
    setProblem('')
    save.mutate(
      { retentionMonths },
      {
        onSuccess: (stored) => {
          setMonths(String(stored.retentionMonths))
          setSaved(true)
        },
        onError: (error) => setProblem(failureText(error)),
      },
    )
  }

  return (
    <form className="office-ordering" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('settings.personalData.title')}</h3>
      <p className="text-soft">{t('settings.personalData.intro')}</p>
      <Field
        id={`${id}-months`}
        label={t('settings.personalData.months')}
        hint={t('settings.personalData.monthsHint')}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_RETENTION_MONTHS}
            value={months}
            onChange={(event) => {
              setMonths(event.currentTarget.value)
              setSaved(false)
            }}
          />
        )}
      </Field>
      {problem && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
      <div role="status">{saved && <p>{t('settings.personalData.saved')}</p>}</div>
      <div className="office-areas__actions">
        <Button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? t('settings.personalData.saving') : t('settings.personalData.save')}
        </Button>
      </div>
    </form>
  )
}
