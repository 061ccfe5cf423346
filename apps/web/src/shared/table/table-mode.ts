import { tableLink } from '@quan/domain/api/addresses'
import { useSyncExternalStore } from 'react'
import { call } from '../api/client'

/**
 * Ordering at a table (issue 24 §5): the table a guest's QR link named, with the link's signed
 * token the order carries. Kept for this tab only (sessionStorage): each phone at the table is
 * its own guest with its own order, and a guest who orders a delivery from home tomorrow is not
 * still sitting at table 3. The server verifies the token again when the order is placed.
 */
export interface TableMode {
  table: string
  token: string
}

export const TABLE_KEY = 'quanTable'
/** The query parameter the sheet's links carry: `/menu?table=<token>`. */
export const TABLE_PARAM = 'table'

const listeners = new Set<() => void>()
let lastRaw: string | null = null
let lastValue: TableMode | null = null

function storedRaw(): string | null {
  try {
    return sessionStorage.getItem(TABLE_KEY)
  } catch {
    return lastRaw
  }
}

function snapshot(): TableMode | null {
  const raw = storedRaw()
  if (raw === lastRaw) return lastValue
  lastRaw = raw
  let parsed: Partial<TableMode> | null = null
  try {
    parsed = raw ? (JSON.parse(raw) as Partial<TableMode>) : null
  } catch {
    // Not ours: no table.
  }
  lastValue =
    parsed && typeof parsed.table === 'string' && typeof parsed.token === 'string'
      ? { table: parsed.table, token: parsed.token }
      : null
  return lastValue
}

function store(mode: TableMode | null) {
  const raw = mode ? JSON.stringify(mode) : null
  try {
    if (raw) sessionStorage.setItem(TABLE_KEY, raw)
    else sessionStorage.removeItem(TABLE_KEY)
  } catch {
    // Storage refused (private mode): the table holds on this page only.
    lastRaw = raw
    lastValue = mode
  }
  for (const listener of listeners) listener()
}

export const sitAtTable = (mode: TableMode) => store(mode)
export const leaveTable = () => store(null)

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The table this tab orders at; null on the server and for every other guest. */
export function useTableMode(): TableMode | null {
  return useSyncExternalStore(subscribe, snapshot, () => null)
}

/** GET /api/table/:token: the table the link names, or the refusal (an ApiError) saying why not. */
export async function openTableLink(token: string): Promise<TableMode> {
  const answer = await call(tableLink, { params: { token } })
  return { table: answer.data.table, token }
}
