import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useFailureText } from '../../../shared/api/error-text'
import {
  useDeliveryAreasSetting,
  useIdentitySetting,
  useOrderingSetting,
  usePaymentSettings,
  useRestaurantHoursSetting,
  useRestaurantLookSetting,
} from './api'
import { DeliveryAreasEditor } from './delivery-areas-editor'
import { DemoSection } from './demo-section'
import { HoursEditor } from './hours-editor'
import { IdentityEditor } from './identity-editor'
import { LookEditor } from './look-editor'
import { MenuFileSection } from './menu-file-section'
import { useSetupState } from './menu-file-api'
import { OrderingEditor } from './ordering-editor'
import { PaymentsEditor } from './payments-editor'
import { SetupChecklist } from './setup-checklist'
import { useVatRatesSetting } from '../vat-rates'
import { VatRatesEditor } from './vat-rates-editor'
import { WordsSettings } from './words-editor'
import { LegalSettings } from './legal-editor'
import { useKitchenTicketSettings } from '../kitchen-tickets'
import { KitchenTicketsEditor } from './kitchen-tickets-editor'
import { PersonalDataSettingsPart } from './personal-data-editor'
import { PrinterPanel } from './printer-panel'
import { useDineInSetting } from './dine-in-api'
import { DineInEditor } from './dine-in-editor'
import { SETTINGS_PARTS, type SettingsPart } from './parts'
import './settings.css'

const isPart = (value: string | null): value is SettingsPart =>
  (SETTINGS_PARTS as readonly unknown[]).includes(value)

/**
 * The restaurant's own settings (issue 11 §5, issue 21), stored on the server: who it is, its
 * look, hours and texts, the kitchen's pace and how it takes orders, its delivery areas, and its
 * menu as a file. `kitchenPace` is the orders board's control (admin/orders), which the back
 * office passes in. The setup checklist stays on top of every part until all is set.
 */
export function SettingsSection({ kitchenPace }: { kitchenPace: ReactNode }) {
  const { t } = useTranslation('office')
  const id = useId()
  const [params, setParams] = useSearchParams()
  const asked = params.get('part')
  const part: SettingsPart = isPart(asked) ? asked : 'restaurant'
  const setup = useSetupState()

  return (
    <section className="office-settings" aria-labelledby={`${id}-title`}>
      <header className="office-section__head">
        <h2 id={`${id}-title`}>{t('settings.title')}</h2>
      </header>
      {setup.data && <SetupChecklist state={setup.data} />}
      {/* Looks as the back office's tabs do, one level down; a nav, as each part is a place. */}
      <nav className="office-tabs" aria-label={t('settings.parts.label')}>
        {SETTINGS_PARTS.map((name) => (
          <button
            key={name}
            type="button"
            className="office-tab"
            aria-current={name === part ? 'page' : undefined}
            onClick={() => setParams({ tab: 'settings', part: name }, { replace: true })}
          >
            {t(`settings.parts.${name}`)}
          </button>
        ))}
      </nav>
      {part === 'restaurant' && <RestaurantPart />}
      {part === 'look' && <LookPart />}
      {part === 'hours' && <HoursPart />}
      {part === 'texts' && <WordsSettings />}
      {part === 'legal' && (
        <>
          <LegalSettings />
          {/* How long guests' personal data is kept, beside the privacy notice (issue 24 §4). */}
          <PersonalDataSettingsPart />
        </>
      )}
      {part === 'ordering' && <OrderingPart kitchenPace={kitchenPace} />}
      {part === 'dineIn' && <DineInPart />}
      {part === 'delivery' && <DeliveryPart />}
      {part === 'menu' && (
        <>
          <MenuFileSection />
          {setup.data && <DemoSection demo={setup.data.demo} />}
        </>
      )}
      {part === 'vat' && <VatPart />}
      {part === 'tickets' && <TicketsPart />}
    </section>
  )
}

/** What a part shows while its setting is read, or when it could not be. */
function Loading({ query }: { query: { isPending: boolean; error: Error | null } }) {
  const { t } = useTranslation('office')
  const failureText = useFailureText()
  if (query.error) {
    return (
      <p className="alert" role="alert">
        {t('settings.error', { error: failureText(query.error) })}
      </p>
    )
  }
  return query.isPending ? <p aria-busy="true">{t('settings.loading')}</p> : null
}

function RestaurantPart() {
  const identity = useIdentitySetting()
  return identity.data ? <IdentityEditor identity={identity.data} /> : <Loading query={identity} />
}

function LookPart() {
  const look = useRestaurantLookSetting()
  return look.data ? <LookEditor saved={look.data} /> : <Loading query={look} />
}

function HoursPart() {
  const hours = useRestaurantHoursSetting()
  return hours.data ? <HoursEditor hours={hours.data} /> : <Loading query={hours} />
}

function OrderingPart({ kitchenPace }: { kitchenPace: ReactNode }) {
  const ordering = useOrderingSetting()
  return (
    <>
      {/* The kitchen's pace, here with how orders are taken as on the orders board (§5). */}
      {kitchenPace}
      {ordering.data ? <OrderingEditor settings={ordering.data} /> : <Loading query={ordering} />}
      {/* How guests may pay (issue 22 §1). */}
      <PaymentsPart />
    </>
  )
}

function PaymentsPart() {
  const payments = usePaymentSettings()
  return payments.data ? <PaymentsEditor settings={payments.data} /> : <Loading query={payments} />
}

/** Ordering at the table and the tables (issue 24 §5). */
function DineInPart() {
  const dineIn = useDineInSetting()
  return dineIn.data ? <DineInEditor settings={dineIn.data} /> : <Loading query={dineIn} />
}

function DeliveryPart() {
  const areas = useDeliveryAreasSetting()
  return areas.data ? <DeliveryAreasEditor areas={areas.data} /> : <Loading query={areas} />
}

function VatPart() {
  const rates = useVatRatesSetting()
  return rates.data ? <VatRatesEditor settings={rates.data} /> : <Loading query={rates} />
}

/**
 * The kitchen tickets' language and when a printer prints them, then the printer's latest jobs
 * (issue 23 §2). The jobs are read on their own, so a printer that cannot be read still leaves
 * the settings editable.
 */
function TicketsPart() {
  const tickets = useKitchenTicketSettings()
  return (
    <>
      {tickets.data ? (
        <KitchenTicketsEditor settings={tickets.data} />
      ) : (
        <Loading query={tickets} />
      )}
      <PrinterPanel />
    </>
  )
}
