import type { DemoCounts } from '@quan/domain/answers/menu-file'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFailureText } from '../../../shared/api/error-text'
import { Button } from '../../../shared/ui/button'
import { ConfirmDialog } from '../confirm-dialog'
import { useClearDemo } from './menu-file-api'

/**
 * The demo restaurant, while it is there (issue 21 §5): what it holds, and clearing it in one
 * confirmed action. The dialog says how many orders and bookings go with it.
 */
export function DemoSection({ demo }: { demo: DemoCounts }) {
  const { t } = useTranslation('office')
  const failureText = useFailureText()
  const id = useId()
  const clear = useClearDemo()
  const [asking, setAsking] = useState(false)
  const cleared = clear.data
  if (demo.dishes === 0 && !cleared) return null

  return (
    <section className="office-demo" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('settings.demo.title')}</h3>
      {demo.dishes > 0 && <p>{t('settings.demo.present', demo)}</p>}
      {clear.error && (
        <p className="alert" role="alert">
          {failureText(clear.error)}
        </p>
      )}
      <div role="status">{cleared && <p>{t('settings.demo.cleared', cleared)}</p>}</div>
      {demo.dishes > 0 && (
        <Button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
          {t('settings.demo.clear')}
        </Button>
      )}
      {asking && (
        <ConfirmDialog
          title={t('settings.demo.confirmTitle')}
          message={t('settings.demo.confirmMessage', demo)}
          detail={t('settings.demo.confirmDetail')}
          confirmLabel={t('settings.demo.confirm')}
          busyLabel={t('settings.demo.clearing')}
          cancelLabel={t('settings.demo.keep')}
          busy={clear.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() => clear.mutate(undefined, { onSettled: () => setAsking(false) })}
        />
      )}
    </section>
  )
}
