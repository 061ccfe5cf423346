import {
  dineInSettingsBody,
  MAX_TABLES,
  TABLE_NAME_MAX_LENGTH,
  type DineInSettings,
} from '@quan/domain/dine-in'
import { isErrorCode } from '@quan/domain/error-codes'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ApiError } from '../../../shared/api/client'
import { refusalFor, refusalOf, useErrorText, useFailureText } from '../../../shared/api/error-text'
import { Button } from '../../../shared/ui/button'
import { TABLE_SHEET_HREF, useSaveDineIn } from './dine-in-api'

/** The tables as typed, one a line; blank lines are nothing. */
const tablesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/**
 * Settings, Dine-in (issue 24 §5): ordering at the table on or off, and the restaurant's tables,
 * one name a line. The server's schema is the one checked: trimmed, each once, a cap and a
 * length. The sheet of QR codes opens in a tab of its own, to be printed.
 */
export function DineInEditor({ settings }: { settings: DineInSettings }) {
  const { t } = useTranslation('office')
  const errorText = useErrorText()
  const failureText = useFailureText()
  const id = useId()
  const save = useSaveDineIn()
  const [enabled, setEnabled] = useState(settings.enabled)
  const [text, setText] = useState(settings.tables.join('\n'))
  const [problem, setProblem] = useState('')
  const [saved, setSaved] = useState(false)

  function submit(event: FormEvent) {
    event.preventDefault()
    setSaved(false)
    const checked = dineInSettingsBody.safeParse({ enabled, tables: tablesOf(text) })
    if (!checked.success) {
      // The schema reports each rule by its code, the one the server would answer with.
      const code = checked.error.issues[0]?.message ?? ''
      setProblem(
        errorText(isErrorCode(code) ? refusalFor(code) : { code: undefined, message: code }),
      )
      return
    }
    setProblem('')
    save.mutate(checked.data, {
      onSuccess: (stored) => {
        setText(stored.tables.join('\n'))
        setEnabled(stored.enabled)
        setSaved(true)
      },
      onError: (error) =>
        setProblem(
          error instanceof ApiError && !error.isNetwork
            ? errorText(refusalOf(error)) || failureText(error)
            : failureText(error),
        ),
    })
  }

  return (
    <form className="office-dine-in" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('settings.dineIn.title')}</h3>
      <label className="office-ordering__switch">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => {
            setEnabled(event.currentTarget.checked)
            setSaved(false)
          }}
        />
        {t('settings.dineIn.enabled')}
      </label>
      <label htmlFor={`${id}-tables`}>{t('settings.dineIn.tables')}</label>
      <textarea
        id={`${id}-tables`}
        rows={8}
        value={text}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          setText(event.currentTarget.value)
          setSaved(false)
        }}
      />
      <p className="text-soft" id={`${id}-hint`}>
        {t('settings.dineIn.tablesHint', { max: MAX_TABLES, length: TABLE_NAME_MAX_LENGTH })}{' '}
        {t('settings.dineIn.count', { count: tablesOf(text).length })}
      </p>
      {problem && (
        <p id={`${id}-problem`} className="alert" role="alert">
          {problem}
        </p>
      )}
      <div role="status">{saved && <p>{t('settings.dineIn.saved')}</p>}</div>
      <div className="office-areas__actions">
        <Button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? t('settings.dineIn.saving') : t('settings.dineIn.save')}
        </Button>{' '}
        <Link className="button button--ghost" to={TABLE_SHEET_HREF} target="_blank">
          {t('settings.dineIn.sheet')}
        </Link>
      </div>
    </form>
  )
}
