import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApiError } from '../../shared/api/client'
import { refusalOf, saysSomething, useErrorText } from '../../shared/api/error-text'
import { useAuth } from '../../shared/auth/auth'
import { Modal } from '../../shared/ui/modal'
import { useSendingNow } from '../../shared/api/mutation'
import { accountKey, useLogIn, useSignUp } from './api'
import { Button } from '../../shared/ui/button'
import { Field } from '../../shared/ui/field'

type Mode = 'signUp' | 'login'

/**
 * Sign-up (the default) or login (SPEC §2, §4). The layout loads this chunk when the header's
 * login button is pressed; a token from either call is stored and the popup closes.
 */
export default function LoginPopup() {
  const { t } = useTranslation('auth')
  const { logIn, closeLogin, loginMode } = useAuth()
  const id = useId()
  const [mode, setMode] = useState<Mode>(loginMode)
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [agreed, setAgreed] = useState(false)
  // What the form itself has to say (a missing field, an answer without a token).
  const [problem, setProblem] = useState('')
  const signingUp = useSignUp()
  const loggingIn = useLogIn()
  const busy = signingUp.isPending || loggingIn.isPending
  const sendingNow = useSendingNow(accountKey)
  const errorText = useErrorText()

  function switchMode() {
    setMode((current) => (current === 'signUp' ? 'login' : 'signUp'))
    setProblem('')
    signingUp.reset()
    loggingIn.reset()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sendingNow()) return
    const trimmedEmail = email.trim()
    // The browser checks these first (required attributes); this covers anything that skips it.
    if ((mode === 'signUp' && !name.trim()) || !trimmedEmail || !password || !agreed) {
      setProblem(t('errors.required'))
      return
    }
    setProblem('')
    try {
      const answer =
        mode === 'signUp'
          ? await signingUp.mutateAsync({ name: name.trim(), email: trimmedEmail, password })
          : await loggingIn.mutateAsync({ email: trimmedEmail, password })
      if (!answer.token) {
        setProblem(answer.message || t('errors.generic'))
        return
      }
      logIn(answer.token) // stores it and closes the popup
    } catch {
      // The refusal is the mutation's error, worded below.
    }
  }

  /** A refusal by its code, else the generic sentence; no answer at all says so. */
  function failureText(failed: ApiError): string {
    if (failed.isNetwork) return failed.message || t('errors.network')
    const refusal = refusalOf(failed)
    return saysSomething(refusal) ? errorText(refusal) : t('errors.generic')
  }

  const failed = signingUp.error ?? loggingIn.error
  const error = problem || (failed ? failureText(failed) : '')

  const title = mode === 'signUp' ? t('signUp.title') : t('login.title')

  return (
    <Modal
      label={title}
      onClose={closeLogin}
      className="login-popup"
      // Log in turns into the account menu once logged in, and the mobile menu's Log in closes
      // with its menu: then the account menu, the header's Log in or the menu button instead.
      returnFocus={['.profile__toggle', '.navbar__login', '.navbar__burger']}
    >
      <form className="login-popup__form" onSubmit={submit}>
        <h2>{title}</h2>
        {mode === 'signUp' && (
          <Field id={`${id}-name`} label={t('fields.name')}>
            {(control) => (
              <input
                {...control}
                name="name"
                required
                autoComplete="name"
                maxLength={100}
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </Field>
        )}
        <Field id={`${id}-email`} label={t('fields.email')}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              required
              autoComplete="email"
              maxLength={254}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <Field
          id={`${id}-password`}
          label={t('fields.password')}
          hint={mode === 'signUp' ? t('fields.passwordHint') : undefined}
          hintClassName="login-popup__hint"
        >
          {(control) => (
            <input
              {...control}
              name="password"
              type="password"
              required
              autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
              minLength={mode === 'signUp' ? 8 : undefined}
              maxLength={200}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        <label className="login-popup__terms">
          <input
            type="checkbox"
            name="terms"
            required
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
          />
          <span>{t('terms')}</span>
        </label>
        {error && (
          <p role="alert" className="alert">
            {error}
          </p>
        )}
        <Button type="submit" className="button login-popup__submit" disabled={busy}>
          {busy ? t('working') : mode === 'signUp' ? t('signUp.submit') : t('login.submit')}
        </Button>
        <p className="login-popup__switch">
          {mode === 'signUp' ? t('signUp.switchPrompt') : t('login.switchPrompt')}{' '}
          <button type="button" onClick={switchMode}>
            {mode === 'signUp' ? t('signUp.switch') : t('login.switch')}
          </button>
        </p>
      </form>
      <button
        type="button"
        className="login-popup__close"
        aria-label={t('close')}
        onClick={closeLogin}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M6 6l12 12M18 6 6 18"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </Modal>
  )
}
