import { guestOf, REPORT_ORDERS, timed } from './reports'

// Issue 23 §1: a guest phones about last month's order, and the owner searches every day's
// orders for its code, the guest's phone or name. In a year of a busy restaurant a search that
// finds few or none reads every order; the owner is on the phone meanwhile, so it is timed
// against a budget a person does not notice waiting for (ours, the issue names none).
export const SEARCH_BUDGET_MS = 300

/** Each kind of search on the year seedYear wrote, the median of three calls by wall time. */
export async function measureSearch(base: string, token: string, pid?: number) {
  const middle = Math.floor(REPORT_ORDERS / 2)
  // '+421 900 050 000' as a Slovak guest says it: '0900 050 000'.
  const phone = guestOf(middle).phone
  const searches: [string, string][] = [
    ['an order code', `QB-${middle}`],
    [
      'a phone, as the guest says it',
      `0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}`,
    ],
    ['a name (many found)', 'kovacova'],
    ['nothing found', 'Zzyzx'],
  ]
  const rows: [string, string, string][] = []
  let over = false
  for (const [what, q] of searches) {
    const runs = []
    const url = `${base}/api/admin/orders?q=${encodeURIComponent(q)}`
    for (let round = 0; round < 3; round += 1) runs.push(await timed(url, token, pid))
    const run = runs.sort((a, b) => a.ms - b.ms)[1]!
    over ||= run.ms > SEARCH_BUDGET_MS
    rows.push([
      `search of every day's orders by ${what} ("${q}")`,
      `${run.ms.toFixed(0)} ms` +
        (run.cpuMs === null ? '' : ` (server CPU ${run.cpuMs.toFixed(0)} ms)`),
      `target ≤ ${SEARCH_BUDGET_MS} ms: ${run.ms <= SEARCH_BUDGET_MS ? 'met' : 'MISSED'}`,
    ])
  }
  return { rows, over }
}
