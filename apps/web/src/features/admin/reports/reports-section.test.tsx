import type { Report, ReportBucket, ReportSales } from '@quan/domain/answers/reports'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeEventSource } from '../../../test/fake-event-source'
import { mockApi } from '../../../test/mock-api'
import { officeBasics } from '../../../test/office-fixtures'
import { renderWithProviders } from '../../../test/render'
import { BackOffice } from '../back-office'

beforeEach(() => {
  FakeEventSource.install()
  // Friday 27 November 2026, 11:00 in Bratislava: "this month" is November.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-27T10:00:00.000Z'))
})
afterEach(() => vi.useRealTimers())

const sales = (overrides: Partial<ReportSales> = {}): ReportSales => ({
  orders: 0,
  itemsCents: 0,
  discountCents: 0,
  deliveryFeeCents: 0,
  grossCents: 0,
  refundCents: 0,
  netCents: 0,
  vat: [],
  ...overrides,
})

/** Two days of November sold: the 2nd (3 orders) and the 3rd (1 order). */
const SECOND = sales({
  orders: 3,
  itemsCents: 6000,
  discountCents: 500,
  deliveryFeeCents: 300,
  grossCents: 5800,
  refundCents: 1000,
  netCents: 4800,
  vat: [
    { basisPoints: 1900, grossCents: 5500, baseCents: 4622, vatCents: 878 },
    { basisPoints: 2300, grossCents: 300, baseCents: 244, vatCents: 56 },
  ],
})
/** A name's texts per language, as the report carries them: blank where the menu has none. */
const texts = <F extends string>(field: F, own: Partial<Record<'VI' | 'EN' | 'SK', string>>) =>
  Object.fromEntries(
    (['VI', 'EN', 'SK'] as const).map((suffix) => [`${field}${suffix}`, own[suffix] ?? '']),
  ) as Record<`${F}${'VI' | 'EN' | 'SK'}`, string>

const THIRD = sales({
  orders: 1,
  itemsCents: 1250,
  grossCents: 1250,
  netCents: 1250,
  vat: [{ basisPoints: 1900, grossCents: 1250, baseCents: 1050, vatCents: 200 }],
})

function novemberReport(): Report {
  const days: ReportBucket[] = Array.from({ length: 30 }, (_, index) => {
    const start = `2026-11-${String(index + 1).padStart(2, '0')}`
    return { start, ...(index === 1 ? SECOND : index === 2 ? THIRD : sales()) }
  })
  return {
    from: '2026-11-01',
    to: '2026-11-30',
    timeZone: 'Europe/Bratislava',
    totals: {
      ...sales({
        orders: 4,
        itemsCents: 7250,
        discountCents: 500,
        deliveryFeeCents: 300,
        grossCents: 7050,
        refundCents: 1000,
        netCents: 6050,
        vat: [
          { basisPoints: 1900, grossCents: 6750, baseCents: 5672, vatCents: 1078 },
          { basisPoints: 2300, grossCents: 300, baseCents: 244, vatCents: 56 },
        ],
      }),
      averageOrderCents: 1763,
    },
    sales: {
      day: days,
      week: [
        { start: '2026-10-26', ...SECOND },
        { start: '2026-11-02', ...THIRD },
      ],
      month: [{ start: '2026-11-01', ...sales({ orders: 4, grossCents: 7050 }) }],
    },
    // Three orders on Mondays at noon, one on a Tuesday at six.
    heatMap: Array.from({ length: 168 }, (_, index) => {
      const weekday = Math.floor(index / 24) + 1
      const hour = index % 24
      const orders = weekday === 1 && hour === 12 ? 3 : weekday === 2 && hour === 18 ? 1 : 0
      return { weekday, hour, orders }
    }),
    // Phở bò and its category have English names on the menu; Bánh mì and its have none.
    dishes: [
      {
        foodId: 'f1',
        name: 'Phở bò',
        ...texts('name', { EN: 'Beef phở' }),
        category: 'Món nước',
        ...texts('category', { EN: 'Soups' }),
        count: 3,
        revenueCents: 4500,
      },
      {
        foodId: 'f2',
        name: 'Bánh mì',
        ...texts('name', {}),
        category: 'Bánh mì kẹp',
        ...texts('category', {}),
        count: 5,
        revenueCents: 2750,
      },
    ],
    categories: [
      { category: 'Món nước', ...texts('category', { EN: 'Soups' }), count: 3, revenueCents: 4500 },
      { category: 'Bánh mì kẹp', ...texts('category', {}), count: 5, revenueCents: 2750 },
    ],
    fulfilment: [
      { key: 'delivery', orders: 3, grossCents: 5800 },
      { key: 'pickup', orders: 1, grossCents: 1250 },
    ],
    paymentMethods: [
      { key: 'cash', orders: 2, grossCents: 3000 },
      { key: 'card', orders: 0, grossCents: 0 },
      { key: 'online', orders: 2, grossCents: 4050 },
    ],
    tables: [],
    cancellations: {
      count: 2,
      grossCents: 2400,
      reasons: [
        { reason: 'Out of rice noodles', count: 1 },
        { reason: '', count: 1 },
      ],
    },
    preparation: {
      acceptedToReady: { orders: 4, medianMinutes: 18, averageMinutes: 19.5 },
      readyToDone: { orders: 3, medianMinutes: 24.4, averageMinutes: 25 },
      acceptedToDone: { orders: 0, medianMinutes: null, averageMinutes: null },
    },
  }
}

const answer = (report: Report = novemberReport()) => ({
  success: true,
  message: 'The reports',
  data: report,
})

function renderReports(
  route = '/admin?tab=reports',
  routes: Parameters<typeof mockApi>[0] = {},
  language: 'en' | 'sk' = 'en',
) {
  const calls = mockApi({
    ...officeBasics,
    'GET /api/admin/reports': () => answer(),
    ...routes,
  })
  const user = userEvent.setup()
  const result = renderWithProviders(<BackOffice />, {
    route,
    token: 'admin-token',
    language,
  })
  return { calls, user, ...result }
}

const reportCalls = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.url.startsWith('/api/admin/reports')).map((call) => call.url)

/** A table's cells, row by row, as a screen reader reads them out. */
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))

describe('reports', () => {
  it('is a section of the back office, with this month’s report when the address names no days', async () => {
    const { calls, user } = renderReports('/admin')
    await user.click(await screen.findByRole('tab', { name: 'Reports' }))
    expect(await screen.findByRole('heading', { name: 'Reports', level: 2 })).toBeVisible()
    expect(
      await screen.findByText('Sunday, 1 November 2026 to Monday, 30 November 2026'),
    ).toBeVisible()
    await waitFor(() =>
      expect(reportCalls(calls)).toEqual(['/api/admin/reports?from=2026-11-01&to=2026-11-30']),
    )
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  it('shows the key figures and draws each chart, its figures in a table screen readers read', async () => {
    renderReports('/admin?tab=reports&from=2026-11-01&to=2026-11-30')
    const figures = await screen.findByRole('region', { name: 'Key figures' })
    expect(figures).toHaveTextContent('Orders 4')
    expect(figures).toHaveTextContent('Takings €70.50')
    expect(figures).toHaveTextContent('Average order €17.63')
    expect(figures).toHaveTextContent('After refunds €60.50')
    expect(figures).toHaveTextContent('Cancellations 2')
    expect(figures).toHaveTextContent('Accepted to ready (median) 18 min')
    expect(figures).toHaveTextContent('Ready to done (median) 24 min')
    expect(figures).toHaveTextContent('Accepted to done (median) -')

    // A month reads by day: a bar per day, drawn for the eye only.
    const salesCard = screen.getByRole('region', { name: 'Sales' })
    const chart = salesCard.querySelector('svg')!
    expect(chart).toHaveAttribute('aria-hidden', 'true')
    expect(chart.querySelectorAll('rect')).toHaveLength(30)
    const salesTable = within(salesCard).getByRole('table', { name: 'Sales by Day' })
    expect(cellsOf(salesTable).slice(0, 4)).toEqual([
      [
        'Day',
        'Orders',
        'Dishes',
        'Discounts',
        'Delivery fees',
        'Takings',
        'Refunds',
        'VAT 19%',
        'VAT 23%',
      ],
      ['1 Nov 2026', '0', '€0.00', '€0.00', '€0.00', '€0.00', '€0.00', '€0.00', '€0.00'],
      ['2 Nov 2026', '3', '€60.00', '€5.00', '€3.00', '€58.00', '€10.00', '€8.78', '€0.56'],
      ['3 Nov 2026', '1', '€12.50', '€0.00', '€0.00', '€12.50', '€0.00', '€2.00', '€0.00'],
    ])

    const vat = screen.getByRole('table', { name: 'VAT by rate' })
    expect(cellsOf(vat)).toEqual([
      ['Rate', 'With VAT', 'Without VAT', 'VAT'],
      ['19%', '€67.50', '€56.72', '€10.78'],
      ['23%', '€3.00', '€2.44', '€0.56'],
    ])

    const hours = screen.getByRole('table', {
      name: 'Orders due by weekday (rows) and hour of the day (columns)',
    })
    const rows = cellsOf(hours)
    expect(rows[1]![0]).toBe('Monday')
    expect(rows[1]![13]).toBe('3')
    expect(rows[2]![19]).toBe('1')
    expect(rows[7]![0]).toBe('Sunday')

    const dishes = screen.getByRole('table', { name: 'Dishes: Best sellers, Revenue' })
    expect(cellsOf(dishes)).toEqual([
      ['Name', 'Portions', 'Revenue'],
      ['Beef phở', '3', '€45.00'],
      ['Bánh mì', '5', '€27.50'],
    ])
    expect(
      cellsOf(screen.getByRole('table', { name: 'Categories: Best sellers, Revenue' })),
    ).toEqual([
      ['Name', 'Portions', 'Revenue'],
      ['Soups', '3', '€45.00'],
      ['Bánh mì kẹp', '5', '€27.50'],
    ])
    expect(cellsOf(screen.getByRole('table', { name: 'Ways of paying' }))).toEqual([
      ['Kind', 'Orders', 'Takings'],
      ['Cash', '2', '€30.00'],
      ['Card', '0', '€0.00'],
      ['Online', '2', '€40.50'],
    ])
    expect(cellsOf(screen.getByRole('table', { name: 'Cancellations by reason' }))).toEqual([
      ['Reason', 'Orders'],
      ['Out of rice noodles', '1'],
      ['No reason given', '1'],
    ])
  })

  it('switches the sales to weeks and the sellers to portions and to the worst', async () => {
    const { user } = renderReports('/admin?tab=reports&from=2026-11-01&to=2026-11-30')
    const salesCard = await screen.findByRole('region', { name: 'Sales' })
    await user.click(within(salesCard).getByRole('button', { name: 'Week' }))
    const weeks = within(salesCard).getByRole('table', { name: 'Sales by Week' })
    expect(cellsOf(weeks).map((row) => row.slice(0, 2))).toEqual([
      ['Week', 'Orders'],
      ['Week of 26 Oct 2026', '3'],
      ['Week of 2 Nov 2026', '1'],
    ])
    expect(salesCard.querySelectorAll('svg rect')).toHaveLength(2)

    const dishes = screen.getByRole('region', { name: 'Dishes' })
    await user.click(within(dishes).getByRole('button', { name: 'Portions' }))
    expect(cellsOf(within(dishes).getByRole('table')).map((row) => row[0])).toEqual([
      'Name',
      'Bánh mì',
      'Beef phở',
    ])
    await user.click(within(dishes).getByRole('button', { name: 'Worst sellers' }))
    expect(
      cellsOf(within(dishes).getByRole('table', { name: 'Dishes: Worst sellers, Portions' })).map(
        (row) => row[0],
      ),
    ).toEqual(['Name', 'Beef phở', 'Bánh mì'])
  })

  it('shows a chart’s table on request', async () => {
    const { user } = renderReports('/admin?tab=reports&from=2026-11-01&to=2026-11-30')
    const card = await screen.findByRole('region', { name: 'Delivery, pickup or at a table' })
    const table = within(card).getByRole('table', { name: 'Delivery, pickup or at a table' })
    expect(table.parentElement).toHaveClass('visually-hidden')
    await user.click(within(card).getByRole('button', { name: 'Show table' }))
    expect(table.parentElement).not.toHaveClass('visually-hidden')
    expect(within(card).getByRole('button', { name: 'Hide table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  it('puts a preset’s days in the address and asks for their report', async () => {
    const { calls, user, router } = renderReports('/admin?tab=reports')
    await screen.findByRole('region', { name: 'Key figures' })
    await user.click(screen.getByRole('button', { name: 'Last week' }))
    await waitFor(() =>
      expect(router.state.location.search).toBe('?tab=reports&from=2026-11-16&to=2026-11-22'),
    )
    expect(screen.getByRole('button', { name: 'Last week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.click(screen.getByRole('button', { name: 'This year' }))
    await waitFor(() =>
      expect(router.state.location.search).toBe('?tab=reports&from=2026-01-01&to=2026-12-31'),
    )
    await waitFor(() =>
      expect(reportCalls(calls)).toEqual([
        '/api/admin/reports?from=2026-11-01&to=2026-11-30',
        '/api/admin/reports?from=2026-11-16&to=2026-11-22',
        '/api/admin/reports?from=2026-01-01&to=2026-12-31',
      ]),
    )
  })

  it('shows the days of one’s own, and refuses a range that runs backwards', async () => {
    const { calls, user, router } = renderReports(
      '/admin?tab=reports&from=2026-03-02&to=2026-03-08',
    )
    const from = await screen.findByLabelText('From')
    const to = screen.getByLabelText('To')
    expect(from).toHaveValue('2026-03-02')
    expect(to).toHaveValue('2026-03-08')

    await user.clear(to)
    await user.type(to, '2026-03-01')
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(
      await screen.findByText(
        'Choose a range of at most 400 days whose last day is not before its first.',
      ),
    ).toBeVisible()
    expect(to).toHaveAttribute('aria-invalid', 'true')

    await user.clear(to)
    await user.type(to, '2026-03-15')
    await user.click(screen.getByRole('button', { name: 'Show' }))
    await waitFor(() =>
      expect(router.state.location.search).toBe('?tab=reports&from=2026-03-02&to=2026-03-15'),
    )
    await waitFor(() =>
      expect(reportCalls(calls)).toEqual([
        '/api/admin/reports?from=2026-03-02&to=2026-03-08',
        '/api/admin/reports?from=2026-03-02&to=2026-03-15',
      ]),
    )
  })

  it('says why the reports could not be loaded', async () => {
    renderReports('/admin?tab=reports', {
      'GET /api/admin/reports': () => ({
        status: 400,
        body: { success: false, message: 'Invalid range', code: 'REPORT_RANGE_INVALID' },
      }),
    })
    // In the back office's words for the server's code, not the server's English sentence.
    expect(
      await screen.findByText(
        'The reports could not be loaded: Choose a range of at most 400 days whose last day is not before its first.',
      ),
    ).toHaveAttribute('role', 'alert')
    expect(screen.queryByRole('region', { name: 'Key figures' })).toBeNull()
  })

  it('says so when no order was due in the days', async () => {
    const empty = novemberReport()
    empty.totals = { ...sales(), averageOrderCents: 0 }
    empty.cancellations = { count: 0, grossCents: 0, reasons: [] }
    renderReports('/admin?tab=reports', { 'GET /api/admin/reports': () => answer(empty) })
    expect(await screen.findByText('No orders were due in these days.')).toBeVisible()
  })

  it('writes money as the Slovak back office does', async () => {
    renderReports('/admin?tab=reports&from=2026-11-01&to=2026-11-30', {}, 'sk')
    const figures = await screen.findByRole('region', { name: 'Hlavné čísla' })
    // The money helper's no-break space, which the matcher reads as any space.
    expect(figures).toHaveTextContent('Tržby 70,50 €')
    expect(figures.textContent).toContain('70,50\u00a0€')
  })
})

describe('reports: export', () => {
  function catchDownloads() {
    const names: string[] = []
    URL.createObjectURL = vi.fn(() => 'blob:report')
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download)
    })
    return names
  }

  const csv = (name: string) => () =>
    new Response('\uFEFFday,orders\r\n', {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${name}"`,
      },
    })

  /** Answers the export's address with a file, and everything else as the mock API does. */
  function serveExports(file: () => Response) {
    const json = globalThis.fetch
    const sent: { url: string; headers: unknown }[] = []
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      if (!input.startsWith('/api/admin/reports/export')) return json(input, init)
      sent.push({ url: input, headers: init.headers })
      return file()
    })
    return sent
  }

  it('downloads a report of the range, in the back office’s language, with the admin’s token', async () => {
    const { user } = renderReports('/admin?tab=reports&from=2026-11-01&to=2026-11-30')
    const salesCard = await screen.findByRole('region', { name: 'Sales' })
    const sent = serveExports(csv('sales-day-2026-11-01-2026-11-30.csv'))
    const names = catchDownloads()

    await user.click(within(salesCard).getByRole('button', { name: 'Export (CSV)' }))

    await waitFor(() => expect(names).toEqual(['sales-day-2026-11-01-2026-11-30.csv']))
    expect(sent).toEqual([
      {
        url: '/api/admin/reports/export?report=sales-day&from=2026-11-01&to=2026-11-30&lang=en',
        headers: { token: 'admin-token' },
      },
    ])
  })

  it('downloads every order line for the accountant, and the week’s sales as the switch shows', async () => {
    const { user } = renderReports('/admin?tab=reports&from=2026-11-01&to=2026-11-30', {}, 'sk')
    const salesCard = await screen.findByRole('region', { name: 'Predaj' })
    const sent = serveExports(csv('report.csv'))
    catchDownloads()

    await user.click(
      screen.getByRole('button', { name: 'Všetky položky objednávok pre účtovníka (CSV)' }),
    )
    await user.click(within(salesCard).getByRole('button', { name: 'Týždeň' }))
    await user.click(within(salesCard).getByRole('button', { name: 'Export (CSV)' }))

    await waitFor(() =>
      expect(sent.map((request) => request.url)).toEqual([
        '/api/admin/reports/export?report=lines&from=2026-11-01&to=2026-11-30&lang=sk',
        '/api/admin/reports/export?report=sales-week&from=2026-11-01&to=2026-11-30&lang=sk',
      ]),
    )
  })

  it('says why a file could not be exported', async () => {
    const { user } = renderReports('/admin?tab=reports&from=2026-11-01&to=2026-11-30')
    const card = await screen.findByRole('region', { name: 'Orders by weekday and hour' })
    serveExports(
      () =>
        new Response(
          JSON.stringify({ success: false, message: 'Not an admin', code: 'ADMIN_ONLY' }),
          { status: 403, headers: { 'content-type': 'application/json' } },
        ),
    )
    const names = catchDownloads()
    await user.click(within(card).getByRole('button', { name: 'Export (CSV)' }))
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      /^The file could not be exported: /,
    )
    expect(names).toEqual([])
  })
})
