import { adminOrdersStream } from '@quan/domain/api/addresses'
import { adminOrderAnswer, type AdminOrder } from '@quan/domain/answers'
import { useQueryClient } from '@tanstack/react-query'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useTranslation } from 'react-i18next'
import { useAuth } from '../../../shared/auth/auth'
import { readEvent } from '../../../shared/api/events'
import { orderKeys, upsertOrder } from './order-cache'
import { restaurantToday, useRestaurantZone } from '../restaurant-day'
import { todayKeys } from '../today-keys'
import { createChime, type Chime, type ChimeState } from './chime'

/** connecting: first attempt; live: open; reconnecting: lost, trying again. */
export type Connection = 'connecting' | 'live' | 'reconnecting'
/** off: the admin has not asked for sound; otherwise what the browser allows. */
export type SoundState = 'off' | ChimeState

interface LiveOrdersValue {
  connection: Connection
  /** Orders that arrived on the stream and nobody has acknowledged yet, oldest first. */
  unseen: readonly string[]
  markSeen(orderId: string): void
  markAllSeen(): void
  sound: SoundState
  toggleSound(): void
}

const LiveOrdersContext = createContext<LiveOrdersValue | null>(null)

/** Where the "Sound on" choice is remembered on this device. */
export const SOUND_KEY = 'quan.office.sound'
/** A stream the browser gave up on (a proxy's error page, a restart) is opened again after this. */
export const REOPEN_MS = 5_000

/**
 * The one stream of the orders board for the whole back office: new and changed orders go
 * straight into the loaded lists, new ones are announced (a flag, a spoken line, a chime), and
 * Today's figures are asked for again. Every (re)connection loads the lists again, because
 * whatever happened while the stream was down was not sent.
 */
export function LiveOrdersProvider({
  children,
  chime: given,
}: {
  children: ReactNode
  chime?: Chime
}) {
  const { t } = useTranslation('office')
  const { token } = useAuth()
  const queryClient = useQueryClient()
  const zone = useRestaurantZone()
  const [chime] = useState(() => given ?? createChime())
  const [connection, setConnection] = useState<Connection>('connecting')
  const [unseen, setUnseen] = useState<string[]>([])
  const [announcement, setAnnouncement] = useState('')
  const [soundWanted, setSoundWanted] = useState(() => localStorage.getItem(SOUND_KEY) === 'on')
  const [chimeState, setChimeState] = useState<ChimeState>('blocked')
  const sound: SoundState = soundWanted ? chimeState : 'off'

  // The stream's handler outlives renders; it reads the latest of these.
  const latest = useRef({ zone, sound, t })
  latest.current = { zone, sound, t }
  const announced = useRef(new Set<string>())

  const receive = useCallback(
    (order: AdminOrder) => {
      const { zone: currentZone, sound: currentSound, t: translate } = latest.current
      upsertOrder(queryClient, order, { zone: currentZone, today: restaurantToday(currentZone) })
      void queryClient.invalidateQueries({ queryKey: todayKeys.figures })
      // Every change of an order adds to its history, so an order without any is a new one.
      if (order.events.length === 0 && !announced.current.has(order._id)) {
        announced.current.add(order._id)
        setUnseen((list) => [...list, order._id])
        setAnnouncement(
          translate('live.announce', { code: order.trackingCode, name: order.customerInfo.name }),
        )
        if (currentSound === 'on') chime.play()
      } else if (order.status !== 'Pending') {
        // Someone has taken it on: it is no longer waiting to be noticed.
        setUnseen((list) => list.filter((id) => id !== order._id))
      }
    },
    [queryClient, chime],
  )

  useEffect(() => {
    if (!token) return
    let source: EventSource | undefined
    let reopen: ReturnType<typeof setTimeout> | undefined
    let stopped = false

    const connect = () => {
      const stream = new EventSource(`${adminOrdersStream.path}?token=${encodeURIComponent(token)}`)
      source = stream
      stream.onopen = () => {
        setConnection('live')
        void queryClient.invalidateQueries({ queryKey: orderKeys.lists })
        void queryClient.invalidateQueries({ queryKey: todayKeys.figures })
      }
      stream.addEventListener('order', (event) => {
        // The board stream's `order` event, as GET /api/admin/orders/stream declares it.
        const order = readEvent(adminOrderAnswer, (event as MessageEvent<string>).data)
        if (order) receive(order)
      })
      stream.onerror = () => {
        setConnection('reconnecting')
        // CONNECTING: the browser retries by itself. CLOSED: it gave up, so we try later.
        if (stream.readyState === EventSource.CLOSED && !stopped) {
          stream.close()
          reopen = setTimeout(connect, REOPEN_MS)
        }
      }
    }
    setConnection('connecting')
    connect()
    return () => {
      stopped = true
      clearTimeout(reopen)
      source?.close()
    }
  }, [token, queryClient, receive])

  // A remembered "Sound on" needs the browser's consent again after a reload: the first tap or
  // key press anywhere gives it.
  useEffect(() => {
    if (!soundWanted || chimeState !== 'blocked') return
    let cancelled = false
    const tryUnlock = () => {
      void chime.unlock().then((state) => {
        if (!cancelled) setChimeState(state)
      })
    }
    tryUnlock()
    document.addEventListener('pointerdown', tryUnlock, true)
    document.addEventListener('keydown', tryUnlock, true)
    return () => {
      cancelled = true
      document.removeEventListener('pointerdown', tryUnlock, true)
      document.removeEventListener('keydown', tryUnlock, true)
    }
  }, [soundWanted, chimeState, chime])

  const toggleSound = useCallback(() => {
    if (soundWanted) {
      setSoundWanted(false)
      localStorage.setItem(SOUND_KEY, 'off')
      return
    }
    setSoundWanted(true)
    localStorage.setItem(SOUND_KEY, 'on')
    // Called inside the click, which is the gesture browsers ask for; a sample tells the volume.
    void chime.unlock().then((state) => {
      setChimeState(state)
      if (state === 'on') chime.play()
    })
  }, [soundWanted, chime])

  const markSeen = useCallback(
    (orderId: string) => setUnseen((list) => list.filter((id) => id !== orderId)),
    [],
  )
  const markAllSeen = useCallback(() => setUnseen([]), [])

  const value = useMemo<LiveOrdersValue>(
    () => ({ connection, unseen, markSeen, markAllSeen, sound, toggleSound }),
    [connection, unseen, markSeen, markAllSeen, sound, toggleSound],
  )
  return (
    <LiveOrdersContext.Provider value={value}>
      {children}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </LiveOrdersContext.Provider>
  )
}

export function useLiveOrders(): LiveOrdersValue {
  const value = useContext(LiveOrdersContext)
  if (!value) throw new Error('useLiveOrders needs a LiveOrdersProvider')
  return value
}
