import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFailureText } from '../../../shared/api/error-text'
import { useDocumentHead } from '../../../shared/hooks/use-document-head'
import { Button } from '../../../shared/ui/button'
import { ConfirmDialog } from '../confirm-dialog'
import { tableLinkOf, useDineInSetting, useRevokeTableSheet, useTableSheet } from './dine-in-api'
import './table-sheet.css'

/**
 * The sheet of the tables' QR codes (issue 24 §5), opened from Settings, Dine-in in a tab of its
 * own (/admin?sheet=tables): one code a table with its name under it, laid out for A4 (printed,
 * the sheet is the whole page). "Revoke this sheet" makes every link printed before stop
 * working, after a question: the codes on the tables must then all be replaced.
 */
export function TableSheetView() {
  const { t } = useTranslation('office')
  const failureText = useFailureText()
  const sheet = useTableSheet()
  const settings = useDineInSetting()
  const revoke = useRevokeTableSheet()
  const [asking, setAsking] = useState(false)
  const [revoked, setRevoked] = useState(false)
  useDocumentHead(t('sheet.title'), t('sheet.intro'))

  return (
    <div className="container page table-sheet-page">
      <div className="table-sheet-page__actions">
        <h1>{t('sheet.title')}</h1>
        <p>{t('sheet.intro')}</p>
        {settings.data && !settings.data.enabled && <p className="alert">{t('sheet.off')}</p>}
        <div role="status">{revoked && <p className="alert">{t('sheet.revoked')}</p>}</div>
        {revoke.error && (
          <p className="alert" role="alert">
            {failureText(revoke.error)}
          </p>
        )}
        <p>
          {sheet.data && sheet.data.tables.length > 0 && (
            <>
              <button type="button" className="button" onClick={() => window.print()}>
                {t('sheet.print')}
              </button>{' '}
              <Button
                type="button"
                className="button button--ghost"
                disabled={revoke.isPending}
                onClick={() => setAsking(true)}
              >
                {revoke.isPending ? t('sheet.revoking') : t('sheet.revoke')}
              </Button>{' '}
            </>
          )}
          <Link className="button button--ghost" to="/admin?tab=settings&part=dineIn">
            {t('sheet.back')}
          </Link>
        </p>
      </div>
      {sheet.data ? (
        sheet.data.tables.length > 0 ? (
          <section className="table-sheet" aria-label={t('sheet.title')}>
            <p className="table-sheet__generation">
              {t('sheet.generation', { generation: sheet.data.generation })}
            </p>
            <ul className="table-sheet__grid">
              {sheet.data.tables.map((row) => (
                <TableCode
                  key={`${sheet.data.generation}-${row.table}`}
                  table={row.table}
                  link={tableLinkOf(window.location.origin, row.token)}
                />
              ))}
            </ul>
          </section>
        ) : (
          <p>{t('sheet.empty')}</p>
        )
      ) : sheet.error ? (
        <p className="alert" role="alert">
          {t('sheet.error', { error: failureText(sheet.error) })}
        </p>
      ) : (
        <p aria-busy="true">{t('sheet.loading')}</p>
      )}
      {asking && (
        <ConfirmDialog
          title={t('sheet.revokeTitle')}
          message={t('sheet.revokeText')}
          confirmLabel={t('sheet.revokeConfirm')}
          busyLabel={t('sheet.revoking')}
          cancelLabel={t('sheet.revokeCancel')}
          busy={revoke.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() =>
            revoke.mutate(undefined, {
              onSuccess: () => {
                setAsking(false)
                setRevoked(true)
              },
              onError: () => setAsking(false),
            })
          }
        />
      )}
    </div>
  )
}

/** One table: its QR code as SVG, drawn here from the link, and its name under it. */
function TableCode({ table, link }: { table: string; link: string }) {
  const { t } = useTranslation('office')
  const [svg, setSvg] = useState('')
  useEffect(() => {
    let current = true
    QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (drawn) => {
        if (current) setSvg(drawn)
      },
      () => {
        if (current) setSvg('')
      },
    )
    return () => {
      current = false
    }
  }, [link])
  return (
    <li className="table-sheet__card" data-table={table} data-link={link}>
      <div
        className="table-sheet__qr"
        role="img"
        aria-label={t('sheet.qr', { table })}
        // The SVG is drawn in this page by the qrcode library from the shop's own link.
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <p className="table-sheet__name">{t('sheet.table', { table })}</p>
    </li>
  )
}
