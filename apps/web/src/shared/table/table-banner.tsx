import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useFailureText } from '../api/error-text'
import { useHydrated } from '../ssr/hydrated'
import { leaveTable, openTableLink, sitAtTable, TABLE_PARAM, useTableMode } from './table-mode'
import './table.css'

/**
 * The strip over the menu that says where the guest orders (issue 24 §5): "Table 3", fixed, from
 * the table's QR link (`?table=<token>`), checked with the server once the page is live. A link
 * that is edited, forged, of a revoked sheet or of a removed table is refused in the guest's
 * words, and the tab orders as any other guest.
 */
export function TableBanner() {
  const { t } = useTranslation('common')
  const failureText = useFailureText()
  const live = useHydrated()
  const [params, setParams] = useSearchParams()
  const token = params.get(TABLE_PARAM)
  const mode = useTableMode()
  const [refusal, setRefusal] = useState('')
  const asked = useRef<string | null>(null)

  useEffect(() => {
    if (!live || !token || asked.current === token) return
    asked.current = token
    setRefusal('')
    openTableLink(token).then(
      (table) => {
        sitAtTable(table)
        // The token leaves the address bar: a shared screenshot or link does not carry it on.
        setParams(
          (current) => {
            const next = new URLSearchParams(current)
            next.delete(TABLE_PARAM)
            return next
          },
          { replace: true },
        )
      },
      (error: unknown) => {
        leaveTable()
        setRefusal(failureText(error))
      },
    )
  }, [live, token, setParams, failureText])

  if (refusal) {
    return (
      <p className="alert table-banner table-banner--refused" role="alert">
        {refusal}
      </p>
    )
  }
  if (!mode) return null
  return (
    <p className="table-banner" role="status">
      <strong>{t('table.at', { table: mode.table })}</strong>{' '}
      <span className="text-soft">{t('table.hint')}</span>
    </p>
  )
}
