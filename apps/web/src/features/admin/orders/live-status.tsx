import { useTranslation } from 'react-i18next'
import { useLiveOrders } from './live-orders'

/** Whether the board is live, and the sound switch with what the browser allows. */
export function LiveStatus() {
  const { t } = useTranslation('office')
  const { connection, sound, toggleSound } = useLiveOrders()
  const soundOn = sound !== 'off'
  return (
    <div className="office-live">
      <p className="office-live__connection" data-state={connection} role="status">
        {t(`live.${connection}`)}
      </p>
      <button
        type="button"
        className="button button--ghost office-live__sound"
        aria-pressed={soundOn}
        onClick={toggleSound}
      >
        {t('live.sound')}
      </button>
      {sound === 'blocked' && <p className="office-live__note">{t('live.soundBlocked')}</p>}
      {sound === 'unsupported' && <p className="office-live__note">{t('live.soundUnsupported')}</p>}
    </div>
  )
}
