import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { TOKEN_KEY } from '../../shared/api/client'
import { useAuth } from '../../shared/auth/auth'
import { mockApi } from '../../test/mock-api'
import { paste } from '../../test/paste'
import { renderWithProviders } from '../../test/render'
import LoginPopup from './login-popup'

/** What the layout does: the popup shows while `loginOpen`. */
function Header() {
  const { loginOpen, openLogin, token } = useAuth()
  return (
    <>
      <button onClick={() => openLogin()}>Open login</button>
      <p>token: {token ?? 'none'}</p>
      {loginOpen && <LoginPopup />}
    </>
  )
}

const shop = {
  'GET /api/food/list': () => ({ success: true, data: [] }),
  'GET /api/user/me': () => ({
    success: true,
    data: { _id: 'u1', name: 'Jana', email: 'jana@example.sk', role: 'customer' },
  }),
  'POST /api/cart/get': () => ({ success: true, cartData: {} }),
}

async function open(language: 'en' | 'vi' | 'sk' = 'en') {
  const user = userEvent.setup()
  renderWithProviders(<Header />, { language })
  await user.click(screen.getByRole('button', { name: 'Open login' }))
  return user
}

describe('login popup', () => {
  it('opens in Sign-Up mode with name, e-mail, password and a required terms box', async () => {
    mockApi(shop)
    await open()
    const dialog = screen.getByRole('dialog', { name: 'Sign Up' })
    expect(within(dialog).getByLabelText('Your name')).toBeRequired()
    expect(within(dialog).getByLabelText('Your e-mail')).toHaveAttribute('type', 'email')
    expect(within(dialog).getByLabelText('Your e-mail')).toBeRequired()
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password')
    expect(within(dialog).getByLabelText('Password')).toBeRequired()
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'By continuing, I agree to the terms of use & privacy policy.',
      }),
    ).toBeRequired()
    expect(within(dialog).getByRole('button', { name: 'Create Account' })).toBeInTheDocument()
    await waitFor(() => expect(within(dialog).getByLabelText('Your name')).toHaveFocus())
  })

  it('toggles between Sign-Up and Login', async () => {
    mockApi(shop)
    const user = await open()
    await user.click(screen.getByRole('button', { name: 'Login here' }))
    const dialog = screen.getByRole('dialog', { name: 'Login' })
    expect(within(dialog).queryByLabelText('Your name')).not.toBeInTheDocument()
    expect(within(dialog).getByLabelText('Your e-mail')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit')
    expect(within(dialog).getByText('Create a new account?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Click here' }))
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument()
    expect(screen.getByLabelText('Your name')).toBeInTheDocument()
  })

  it('closes with the cross', async () => {
    mockApi(shop)
    const user = await open()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open login' })).toHaveFocus()
  })

  it('sends nothing until every field is filled and the terms are accepted', async () => {
    const calls = mockApi(shop)
    const user = await open()
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    await paste(screen.getByLabelText('Your name'), 'Jana', user)
    await paste(screen.getByLabelText('Your e-mail'), 'jana@example.sk', user)
    await paste(screen.getByLabelText('Password'), 'secret123', user)
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(calls.filter((call) => call.url.startsWith('/api/user/'))).toEqual([])
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument()
  })

  it('signs up, stores the token and closes', async () => {
    const calls = mockApi({
      ...shop,
      'POST /api/user/register': () => ({
        status: 201,
        body: { success: true, token: 'new-token', message: 'Account created' },
      }),
    })
    const user = await open()
    await paste(screen.getByLabelText('Your name'), ' Jana ', user)
    await paste(screen.getByLabelText('Your e-mail'), 'jana@example.sk', user)
    await paste(screen.getByLabelText('Password'), 'secret123', user)
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByText('token: new-token')).toBeInTheDocument()
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new-token')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(calls.find((call) => call.url === '/api/user/register')?.body).toEqual({
      name: 'Jana',
      email: 'jana@example.sk',
      password: 'secret123',
    })
  })

  it('logs in, stores the token and closes', async () => {
    const calls = mockApi({
      ...shop,
      'POST /api/user/login': () => ({ success: true, token: 'login-token', message: 'Logged in' }),
    })
    const user = await open()
    await user.click(screen.getByRole('button', { name: 'Login here' }))
    await paste(screen.getByLabelText('Your e-mail'), 'jana@example.sk', user)
    await paste(screen.getByLabelText('Password'), 'secret123', user)
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('token: login-token')).toBeInTheDocument()
    expect(localStorage.getItem(TOKEN_KEY)).toBe('login-token')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(calls.find((call) => call.url === '/api/user/login')?.body).toEqual({
      email: 'jana@example.sk',
      password: 'secret123',
    })
  })

  async function failLogin(
    answer: () => unknown,
    language: 'en' | 'vi' | 'sk' = 'en',
    labels = { toLogin: 'Login here', email: 'Your e-mail', password: 'Password', submit: 'Login' },
  ) {
    mockApi({ ...shop, 'POST /api/user/login': answer })
    const user = await open(language)
    await user.click(screen.getByRole('button', { name: labels.toLogin }))
    await paste(screen.getByLabelText(labels.email), 'jana@example.sk', user)
    await paste(screen.getByLabelText(labels.password), 'wrong-password', user)
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: labels.submit }))
    return screen.findByRole('alert')
  }

  it('shows the server’s message on failure and keeps the popup open', async () => {
    const alert = await failLogin(() => ({
      status: 429,
      body: { success: false, message: 'Too many attempts. Try again in a minute.' },
    }))
    expect(alert).toHaveTextContent('Too many attempts. Try again in a minute.')
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument()
    // The button kept the focus while sending, so it still has it (not the page body).
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus()
  })

  it('keeps the focus on Login while it sends (aria-disabled, not disabled) and ignores a second press', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const calls = mockApi({
      ...shop,
      'POST /api/user/login': () => ({
        status: 401,
        body: { success: false, message: 'Invalid email or password' },
      }),
    })
    const mocked = globalThis.fetch
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url === '/api/user/login') await gate
      return mocked(url, init)
    })
    const user = await open()
    await user.click(screen.getByRole('button', { name: 'Login here' }))
    await paste(screen.getByLabelText('Your e-mail'), 'jana@example.sk', user)
    await paste(screen.getByLabelText('Password'), 'wrong-password', user)
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Login' }))
    // A disabled button would drop the focus to the page body in a browser (WCAG 2.4.3).
    const sending = screen.getByRole('button', { name: 'Please wait...' })
    expect(sending).not.toBeDisabled()
    expect(sending).toHaveAttribute('aria-disabled', 'true')
    expect(sending).toHaveFocus()
    await user.click(sending)
    release()
    await screen.findByRole('alert')
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus()
    expect(calls.filter((call) => call.url === '/api/user/login')).toHaveLength(1)
    vi.unstubAllGlobals()
  })

  it('says a server refusal by its code in the active language', async () => {
    const alert = await failLogin(
      () => ({
        status: 401,
        body: { success: false, message: 'Invalid email or password', code: 'LOGIN_FAILED' },
      }),
      'sk',
      {
        toLogin: 'Prihláste sa tu',
        email: 'Váš e-mail',
        password: 'Heslo',
        submit: 'Prihlásiť sa',
      },
    )
    expect(alert).toHaveTextContent('Nesprávny e-mail alebo heslo')
  })

  it('says a coded refusal in vi, whatever the server’s sentence', async () => {
    const alert = await failLogin(
      () => ({
        status: 409,
        body: { success: false, message: 'Some English sentence', code: 'EMAIL_TAKEN' },
      }),
      'vi',
      {
        toLogin: 'Đăng nhập tại đây',
        email: 'Email của bạn',
        password: 'Mật khẩu',
        submit: 'Đăng nhập',
      },
    )
    expect(alert).toHaveTextContent('Email này đã có tài khoản. Vui lòng đăng nhập.')
  })

  it('falls back to "An error occurred"', async () => {
    const alert = await failLogin(() => ({ status: 500, body: {} }))
    expect(alert).toHaveTextContent('An error occurred')
  })

  it('shows a network failure’s own text', async () => {
    const alert = await failLogin(() => {
      throw new TypeError('Failed to fetch')
    })
    expect(alert).toHaveTextContent('Failed to fetch')
  })
})
