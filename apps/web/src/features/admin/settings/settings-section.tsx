import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useFailureText } from '../../../shared/api/error-text'
import {
  useDeliveryAreasSetting,
  useIdentitySetting,
  useOrderingSetting,
  useRestaurantLookSetting,
  useRestaurantHoursSetting,
} from './api'
import { DeliveryAreasEditor } from './delivery-areas-editor'
import { IdentityEditor } from './identity-editor'
import { LookEditor } from './look-editor'
import { DemoSection } from './demo-section'
import { HoursEditor } from './hours-editor'
import { MenuFileSection } from './menu-file-section'
import { useSetupState } from './menu-file-api'
import { OrderingEditor } from './ordering-editor'
import { SetupChecklist } from './setup-checklist'
import { WordsSettings } from './words-editor'
import './settings.css'

/**
 * The restaurant's own settings (issue 11 §5, issue 21), stored on the server: who it is, the
 * kitchen's pace, how it takes orders (pickup, orders for later, lead times, the slot cap), its
 * delivery areas, its texts, and its hours, closures and time zone (issue 21 §4).
 * `kitchenPace` is the orders board's control (admin/orders), which the back office passes in.
 */
export function SettingsSection({ kitchenPace }: { kitchenPace: ReactNode }) {
  const { t } = useTranslation('office')
  const failureText = useFailureText()
  const id = useId()
  const areas = useDeliveryAreasSetting()
  const ordering = useOrderingSetting()
  const identity = useIdentitySetting()
  const look = useRestaurantLookSetting()
  const hours = useRestaurantHoursSetting()
  const setup = useSetupState()
  const failed =
    areas.error ?? ordering.error ?? identity.error ?? look.error ?? hours.error ?? setup.error

  return (
    <section className="office-settings" aria-labelledby={`${id}-title`}>
      <header className="office-section__head">
        <h2 id={`${id}-title`}>{t('settings.title')}</h2>
      </header>
      {(areas.isPending ||
        ordering.isPending ||
        identity.isPending ||
        look.isPending ||
        hours.isPending) && <p aria-busy="true">{t('settings.loading')}</p>}
      {failed && (
        <p className="alert" role="alert">
          {t('settings.error', { error: failureText(failed) })}
        </p>
      )}
      {setup.data && <SetupChecklist state={setup.data} />}
      {/* Who the restaurant is, under the checklist: what a new install sets up first (§1). */}
      {identity.data && <IdentityEditor identity={identity.data} />}
      {/* The kitchen's pace, here with the other settings as on the orders board (issue 11 §5). */}
      {kitchenPace}
      {hours.data && <HoursEditor hours={hours.data} />}
      {ordering.data && <OrderingEditor settings={ordering.data} />}
      {areas.data && <DeliveryAreasEditor areas={areas.data} />}
      {look.data && <LookEditor saved={look.data} />}
      {/* The menu as a spreadsheet, and the demo's clearing (issue 21 §5). */}
      <MenuFileSection />
      {setup.data && <DemoSection demo={setup.data.demo} />}
      <WordsSettings />
    </section>
  )
}
