import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useFailureText } from '../../../shared/api/error-text'
import { useDeliveryAreasSetting } from './api'
import { DeliveryAreasEditor } from './delivery-areas-editor'
import './settings.css'

/** The restaurant's own settings (issue 11 §5), stored on the server: for now its delivery areas. */
export function SettingsSection() {
  const { t } = useTranslation('office')
  const failureText = useFailureText()
  const id = useId()
  const areas = useDeliveryAreasSetting()

  return (
    <section className="office-settings" aria-labelledby={`${id}-title`}>
      <header className="office-section__head">
        <h2 id={`${id}-title`}>{t('settings.title')}</h2>
      </header>
      {areas.isPending && <p aria-busy="true">{t('settings.loading')}</p>}
      {areas.error && (
        <p className="alert" role="alert">
          {t('settings.error', { error: failureText(areas.error) })}
        </p>
      )}
      {areas.data && <DeliveryAreasEditor areas={areas.data} />}
    </section>
  )
}
