import type { PrintJob } from '@quan/domain/answers/printing'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFailureText } from '../../../shared/api/error-text'
import { Button } from '../../../shared/ui/button'
import { usePrinter, useSendToPrinter } from '../printer-api'
import { formatMoment, useLocaleTag, useRestaurantZone } from '../restaurant-day'

/** What the last "Print again" came to, said once above the table. */
type Outcome = { text: string; failed: boolean }

/**
 * The kitchen printer's latest jobs (issue 23 §2), under the ticket settings: so the owner sees
 * that the printer is away or a ticket gave up, and sends it again. Without PRINTER_URL nothing
 * is queued, so it says how tickets print then instead of an empty table.
 */
export function PrinterPanel() {
  const { t } = useTranslation('office')
  const failureText = useFailureText()
  const id = useId()
  const printer = usePrinter({ fresh: true })
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  return (
    <section className="office-printer" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('settings.printer.title')}</h3>
      {printer.error ? (
        <p className="alert" role="alert">
          {t('settings.error', { error: failureText(printer.error) })}
        </p>
      ) : !printer.data ? (
        <p aria-busy="true">{t('settings.loading')}</p>
      ) : !printer.data.configured ? (
        <p className="text-soft">{t('settings.printer.notConfigured')}</p>
      ) : (
        <>
          <p className="text-soft">{t('settings.printer.configured')}</p>
          {outcome?.failed && (
            <p className="alert" role="alert">
              {outcome.text}
            </p>
          )}
          <div role="status">{outcome && !outcome.failed && <p>{outcome.text}</p>}</div>
          {printer.data.jobs.length === 0 ? (
            <p>{t('settings.printer.none')}</p>
          ) : (
            <div className="office-printer__jobs">
              <table className="office-menu-file__table">
                <caption>{t('settings.printer.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('settings.printer.order')}</th>
                    <th scope="col">{t('settings.printer.reason')}</th>
                    <th scope="col">{t('settings.printer.state')}</th>
                    <th scope="col">{t('settings.printer.attempts')}</th>
                    <th scope="col">{t('settings.printer.queuedAt')}</th>
                    <th scope="col">{t('settings.printer.printedAt')}</th>
                    <th scope="col">{t('settings.printer.lastError')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('settings.printer.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {/* The server answers newest first (GET /api/admin/printer). */}
                  {printer.data.jobs.map((job) => (
                    <JobRow key={job._id} job={job} onOutcome={setOutcome} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      <div className="office-areas__actions">
        <Button
          type="button"
          className="button button--ghost"
          disabled={printer.isFetching}
          onClick={() => {
            setOutcome(null)
            void printer.refetch()
          }}
        >
          {printer.isFetching ? t('settings.printer.refreshing') : t('settings.printer.refresh')}
        </Button>
      </div>
    </section>
  )
}

function JobRow({ job, onOutcome }: { job: PrintJob; onOutcome(outcome: Outcome): void }) {
  const { t } = useTranslation('office')
  const failureText = useFailureText()
  const zone = useRestaurantZone()
  const locale = useLocaleTag()
  // Sending again refreshes the list (the hook invalidates it), so the new job shows at the top.
  const sending = useSendToPrinter(job.orderId)
  const code = job.trackingCode

  function printAgain() {
    sending.mutate(undefined, {
      onSuccess: () => onOutcome({ text: t('settings.printer.sent', { code }), failed: false }),
      onError: (error) =>
        onOutcome({
          text: t('settings.printer.notSent', { code, error: failureText(error) }),
          failed: true,
        }),
    })
  }

  return (
    <tr>
      <th scope="row">{code}</th>
      <td>{t(`settings.printer.reasons.${job.reason}`)}</td>
      <td>{t(`settings.printer.states.${job.state}`)}</td>
      <td>{job.attempts}</td>
      <td>{formatMoment(job.createdAt, zone, locale)}</td>
      <td>{job.printedAt ? formatMoment(job.printedAt, zone, locale) : '–'}</td>
      <td>{job.lastError ?? ''}</td>
      <td>
        <Button
          type="button"
          className="button button--small"
          disabled={sending.isPending}
          aria-label={t('settings.printer.printAgainFor', { code })}
          onClick={printAgain}
        >
          {sending.isPending ? t('settings.printer.sending') : t('settings.printer.printAgain')}
        </Button>
      </td>
    </tr>
  )
}
