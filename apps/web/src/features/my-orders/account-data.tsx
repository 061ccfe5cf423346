import { deleteAccount, myData } from '@quan/domain/api/addresses'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useFailureText } from '../../shared/api/error-text'
import { useAuth } from '../../shared/auth/auth'
import { saveJsonFile } from '../../shared/save-file'
import { call } from '../../shared/api/client'
import { Button } from '../../shared/ui/button'
import { Field } from '../../shared/ui/field'
import { LiveForm } from '../../shared/ui/live-form'

/**
 * "Your data" under a customer's orders (issue 24 §4): everything the shop holds about them as a
 * JSON file, and deleting the account, asked with the password again. The orders stay with the
 * restaurant without the customer's name, phone, e-mail or address, and the page says so.
 */
export function AccountData({ onDeleted }: { onDeleted(): void }) {
  const { t } = useTranslation('myOrders')
  const failureText = useFailureText()
  const { logOut } = useAuth()
  const [downloading, setDownloading] = useState(false)
  const [downloaded, setDownloaded] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  async function download() {
    if (downloading) return
    setDownloading(true)
    setDownloaded(false)
    setError('')
    try {
      const answer = await call(myData, { auth: true })
      saveJsonFile(answer.data, `my-data-${answer.data.exportedAt.slice(0, 10)}.json`)
      setDownloaded(true)
    } catch (failure) {
      setError(failureText(failure) || t('data.failed'))
    } finally {
      setDownloading(false)
    }
  }

  async function remove(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (!password) {
      setError(t('data.passwordRequired'))
      return
    }
    setBusy(true)
    setError('')
    try {
      await call(deleteAccount, { auth: true, body: { password } })
      onDeleted()
      logOut()
    } catch (failure) {
      setError(failureText(failure) || t('data.failed'))
      setBusy(false)
    }
  }

  return (
    <section className="sheet orders-data" aria-labelledby="orders-data-title">
      <h2 id="orders-data-title">{t('data.title')}</h2>
      <p className="text-soft">{t('data.intro')}</p>
      <Button className="button button--ghost" disabled={downloading} onClick={download}>
        {downloading ? t('data.downloading') : t('data.download')}
      </Button>
      {!deleting && (
        <Button
          className="button button--ghost"
          onClick={() => {
            setError('')
            setDeleting(true)
          }}
        >
          {t('data.delete')}
        </Button>
      )}
      {deleting && (
        <LiveForm className="orders-data__delete" noValidate onSubmit={remove}>
          <p>{t('data.deleteWarning')}</p>
          <Field id="orders-data-password" label={t('data.password')}>
            {(control) => (
              <input
                {...control}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
            )}
          </Field>
          <Button type="submit" className="button" disabled={busy}>
            {busy ? t('data.deleting') : t('data.confirmDelete')}
          </Button>
          <Button
            className="button button--ghost"
            onClick={() => {
              setDeleting(false)
              setPassword('')
              setError('')
            }}
          >
            {t('data.keep')}
          </Button>
        </LiveForm>
      )}
      <div role="status">{downloaded && <p>{t('data.downloaded')}</p>}</div>
      <div role="alert" className="orders-alert">
        {error && <p className="alert">{error}</p>}
      </div>
    </section>
  )
}
