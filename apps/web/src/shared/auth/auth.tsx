import { me } from '@quan/domain/api/addresses'
import type { Profile } from '@quan/domain/answers'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { call, ApiError, TOKEN_KEY } from '../api/client'
import { useHydrated } from '../ssr/hydrated'

export type LoginMode = 'signUp' | 'login'

interface AuthValue {
  token: string | null
  profile: Profile | undefined
  isAdmin: boolean
  /** Store a token from login or sign-up (state and local storage). */
  logIn(token: string): void
  logOut(): void
  loginOpen: boolean
  /** The popup's first mode: Sign-Up from the header (SPEC §2), Login where only an account helps. */
  loginMode: LoginMode
  openLogin(mode?: LoginMode): void
  closeLogin(): void
}

const AuthContext = createContext<AuthValue | null>(null)

const readToken = () => localStorage.getItem(TOKEN_KEY)

/** How often the token is re-read from local storage (SPEC §4, My orders: every second). */
export const TOKEN_POLL_MS = 1000

export function AuthProvider({ children }: { children: ReactNode }) {
  // A server-rendered page is the logged-out one: the token is read once it is hydrated.
  const hydrated = useHydrated()
  const [token, setToken] = useState<string | null>(() => (hydrated ? readToken() : null))
  const [tokenRead, setTokenRead] = useState(hydrated)
  if (hydrated && !tokenRead) {
    // In the same render as the cart's own (see CartProvider), so no screen ever sees a
    // logged-in customer as a guest with an empty cart.
    setTokenRead(true)
    setToken(readToken())
  }
  const [loginOpen, setLoginOpen] = useState(false)
  const [loginMode, setLoginMode] = useState<LoginMode>('signUp')
  const queryClient = useQueryClient()

  // Another tab logging in or out is adopted here too (once the page is live: see useHydrated).
  useEffect(() => {
    if (!hydrated) return
    const adopt = () => setToken((current) => (readToken() === current ? current : readToken()))
    window.addEventListener('storage', adopt)
    const timer = window.setInterval(adopt, TOKEN_POLL_MS)
    return () => {
      window.removeEventListener('storage', adopt)
      window.clearInterval(timer)
    }
  }, [hydrated])

  const profileQuery = useQuery({
    queryKey: ['profile', token],
    queryFn: () => call(me, { auth: true }).then((r) => r.data),
    enabled: token !== null,
    staleTime: 5 * 60_000,
    retry: false,
  })

  const logOut = useCallback(() => {
    localStorage.removeItem(TOKEN_KEY)
    setToken(null)
    queryClient.removeQueries({ queryKey: ['profile'] })
    queryClient.removeQueries({ queryKey: ['my-orders'] })
  }, [queryClient])

  // A token the server no longer accepts (expired, account gone) is dropped.
  useEffect(() => {
    if (profileQuery.error instanceof ApiError && profileQuery.error.status === 401) logOut()
  }, [profileQuery.error, logOut])

  const value = useMemo<AuthValue>(
    () => ({
      token,
      profile: profileQuery.data,
      isAdmin: profileQuery.data?.role === 'admin',
      logIn(next) {
        localStorage.setItem(TOKEN_KEY, next)
        setToken(next)
        setLoginOpen(false)
      },
      logOut,
      loginOpen,
      loginMode,
      openLogin: (mode = 'signUp') => {
        setLoginMode(mode)
        setLoginOpen(true)
      },
      closeLogin: () => setLoginOpen(false),
    }),
    [token, profileQuery.data, logOut, loginOpen, loginMode],
  )
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth needs an AuthProvider')
  return value
}
