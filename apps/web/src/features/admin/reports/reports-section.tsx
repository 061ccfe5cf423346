import type { Report, ReportBucket } from '@quan/domain/answers/reports'
import { isErrorCode } from '@quan/domain/error-codes'
import { textIn } from '@quan/domain/menu-texts'
import { formatReportMoney } from '@quan/domain/money'
import { reportsQuery, type ReportExport } from '@quan/domain/requests/reports'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { refusalFor, useErrorText, useFailureText } from '../../../shared/api/error-text'
import { Button } from '../../../shared/ui/button'
import { useLanguage } from '../../../shared/i18n'
import { formatDay, restaurantToday, useLocaleTag, useRestaurantZone } from '../restaurant-day'
import { formatVatPercent } from '../vat-rates'
import { exportUrl, useExportReport, useReport } from './api'
import {
  BarList,
  ChartCard,
  ColumnChart,
  DataTable,
  HeatMap,
  ViewSwitch,
  WIDE,
  type Bar,
  type Column,
} from './charts'
import { daysIn, PRESETS, presetOf, presetRange, rangeFromAddress, type DayRange } from './range'
import './reports.css'

const PERIODS = ['day', 'week', 'month'] as const
type Period = (typeof PERIODS)[number]
const MEASURES = ['count', 'revenue'] as const
type Measure = (typeof MEASURES)[number]
const ENDS = ['best', 'worst'] as const
type End = (typeof ENDS)[number]

/** How many dishes or categories a best or worst list shows; the export has them all. */
const LIST_LENGTH = 10

/** The bars a range reads best in: a month by day, a quarter by week, longer by month. */
const periodFor = (range: DayRange): Period =>
  daysIn(range) <= 31 ? 'day' : daysIn(range) <= 120 ? 'week' : 'month'

/**
 * The back office's reports (issue 23 §3): a range of the restaurant's days, kept in the address
 * so that a link opens the same report, and each report as a chart first, with its table and its
 * CSV export. Every figure comes from the server, which computes them in SQL.
 */
export function ReportsSection() {
  const { t } = useTranslation('reports')
  const failureText = useFailureText()
  const id = useId()
  const [params, setParams] = useSearchParams()
  const today = restaurantToday(useRestaurantZone())
  const range = rangeFromAddress(params, today)
  const report = useReport(range)
  const locale = useLocaleTag()

  const show = (next: DayRange) =>
    setParams(
      (current) => {
        const query = new URLSearchParams(current)
        query.set('from', next.from)
        query.set('to', next.to)
        return query
      },
      { replace: true },
    )

  return (
    <section className="reports" aria-labelledby={`${id}-title`}>
      <header className="office-section__head">
        <h2 id={`${id}-title`}>{t('title')}</h2>
        <p>
          {t('range', { from: formatDay(range.from, locale), to: formatDay(range.to, locale) })}
        </p>
      </header>
      <RangePicker range={range} today={today} onShow={show} />
      <ExportButton report="lines" range={range} label={t('export.lines')} />
      {(report.isPending || report.isPlaceholderData) && <p aria-busy="true">{t('loading')}</p>}
      {report.error && (
        <p className="alert" role="alert">
          {t('error', { error: failureText(report.error) })}
        </p>
      )}
      {report.data && <Reports report={report.data} range={range} />}
    </section>
  )
}

/** The presets, and a range of one's own from two dates. */
function RangePicker({
  range,
  today,
  onShow,
}: {
  range: DayRange
  today: string
  onShow: (range: DayRange) => void
}) {
  const { t } = useTranslation('reports')
  const errorText = useErrorText()
  const id = useId()
  const [draft, setDraft] = useState(range)
  const [shown, setShown] = useState(range)
  const [problem, setProblem] = useState('')
  // A preset or a link changes the range from outside: the dates follow it.
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range)
    setDraft(range)
    setProblem('')
  }
  const chosen = presetOf(range, today)

  function submit(event: FormEvent) {
    event.preventDefault()
    // The server's own rule for a range (at most REPORT_MAX_DAYS days, not backwards).
    const parsed = reportsQuery.safeParse(draft)
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message
      setProblem(errorText(refusalFor(isErrorCode(code) ? code : 'REPORT_RANGE_INVALID')))
      return
    }
    setProblem('')
    onShow(parsed.data)
  }

  return (
    <div className="office-filters">
      <div className="report-switch" role="group" aria-label={t('presets.label')}>
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="button button--ghost"
            aria-pressed={preset === chosen}
            onClick={() => onShow(presetRange(preset, today))}
          >
            {t(`presets.${preset}`)}
          </button>
        ))}
      </div>
      <form className="office-filters" onSubmit={submit} aria-label={t('custom.label')}>
        <div className="field">
          <label htmlFor={`${id}-from`}>{t('custom.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={draft.from}
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('custom.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={draft.to}
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </div>
        <Button type="submit" className="button">
          {t('custom.show')}
        </Button>
      </form>
      {/* Kept in the page before its text, so that screen readers hear it arrive. */}
      <p id={`${id}-problem`} className="field-error" role="alert">
        {problem}
      </p>
    </div>
  )
}

/** Downloads one report of the range as CSV, in the back office's language. */
function ExportButton({
  report,
  range,
  label,
}: {
  report: ReportExport
  range: DayRange
  label: string
}) {
  const { t } = useTranslation('reports')
  const failureText = useFailureText()
  const language = useLanguage()
  const download = useExportReport()
  return (
    <>
      <Button
        className="button button--ghost"
        disabled={download.isPending}
        onClick={() => download.mutate(exportUrl(report, range, language))}
      >
        {download.isPending ? t('export.exporting') : label}
      </Button>
      {download.error && (
        <p className="alert" role="alert">
          {t('export.error', { error: failureText(download.error) })}
        </p>
      )}
    </>
  )
}

/** Formats of the back office's language: money, counts, minutes, days. */
function useFormats() {
  const { t } = useTranslation('reports')
  const language = useLanguage()
  const locale = useLocaleTag()
  const number = new Intl.NumberFormat(locale)
  const dateFormat = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
  const short = dateFormat({ day: 'numeric', month: 'numeric' })
  const medium = dateFormat({ dateStyle: 'medium' })
  const monthShort = dateFormat({ month: 'short', year: '2-digit' })
  const monthLong = dateFormat({ month: 'long', year: 'numeric' })
  const atNoon = (day: string) => new Date(`${day}T12:00:00Z`)
  return {
    language,
    money: (cents: number) => formatReportMoney(cents, language),
    count: (value: number) => number.format(value),
    minutes: (value: number | null) =>
      value === null ? t('figures.none') : t('figures.minutes', { minutes: Math.round(value) }),
    percent: (basisPoints: number) => formatVatPercent(basisPoints / 100, language),
    /** A bucket's name on the chart's axis, short. */
    axis: (period: Period, start: string) =>
      (period === 'month' ? monthShort : short).format(atNoon(start)),
    /** A bucket's name in the table, whole. */
    bucket: (period: Period, start: string) =>
      period === 'month'
        ? monthLong.format(atNoon(start))
        : period === 'week'
          ? t('sales.weekOf', { day: medium.format(atNoon(start)) })
          : medium.format(atNoon(start)),
    /** Monday … Sunday, short: 2026-11-23 was a Monday. */
    weekday: (weekday: number) =>
      dateFormat({ weekday: 'short' }).format(atNoon(`2026-11-${22 + weekday}`)),
    weekdayLong: (weekday: number) =>
      dateFormat({ weekday: 'long' }).format(atNoon(`2026-11-${22 + weekday}`)),
  }
}
type Formats = ReturnType<typeof useFormats>

function Reports({ report, range }: { report: Report; range: DayRange }) {
  const { t } = useTranslation('reports')
  const f = useFormats()
  // Dishes and categories by their names in the back office's language, as the menu has them.
  const language = useLanguage()
  if (report.totals.orders === 0 && report.cancellations.count === 0) {
    return <p>{t('empty')}</p>
  }
  return (
    <>
      <KeyFigures report={report} f={f} />
      <div className="reports__grid">
        <SalesCard report={report} range={range} f={f} />
        <VatCard report={report} f={f} />
        <CancellationsCard report={report} f={f} />
        <HeatMapCard report={report} range={range} f={f} />
        <SellersCard
          title={t('dishes.title')}
          exportAs="dishes"
          range={range}
          rows={report.dishes.map((dish) => ({
            ...dish,
            key: dish.foodId,
            name: textIn(dish, 'name', language),
          }))}
          f={f}
        />
        <SellersCard
          title={t('categories.title')}
          exportAs="categories"
          range={range}
          rows={report.categories.map((category) => ({
            ...category,
            key: category.category,
            name: textIn(category, 'category', language) || t('categories.none'),
          }))}
          f={f}
        />
        <SplitCard
          title={t('split.fulfilment')}
          rows={report.fulfilment.map((row) => ({ ...row, name: t(`split.${row.key}`) }))}
          f={f}
        />
        <SplitCard
          title={t('split.payment')}
          rows={report.paymentMethods.map((row) => ({ ...row, name: t(`split.${row.key}`) }))}
          f={f}
        />
        {/* Each table's orders (issue 24 §5), where any were taken at a table. */}
        {report.tables.length > 0 && (
          <SplitCard
            title={t('split.tables')}
            rows={report.tables.map((row) => ({
              ...row,
              key: row.table,
              name: t('split.table', { table: row.table }),
            }))}
            f={f}
          />
        )}
      </div>
    </>
  )
}

/**
 * The range's figures at a glance, in the Today section's figure boxes: the back office loads
 * their styles with its first section, so the reports add none of their own for them.
 */
function KeyFigures({ report, f }: { report: Report; f: Formats }) {
  const { t } = useTranslation('reports')
  const { totals, cancellations, preparation } = report
  const figures: [string, string][] = [
    [t('figures.orders'), f.count(totals.orders)],
    [t('figures.gross'), f.money(totals.grossCents)],
    [t('figures.average'), f.money(totals.averageOrderCents)],
    [t('figures.refunds'), f.money(totals.refundCents)],
    [t('figures.net'), f.money(totals.netCents)],
    [t('figures.cancellations'), f.count(cancellations.count)],
    [t('figures.acceptedToReady'), f.minutes(preparation.acceptedToReady.medianMinutes)],
    [t('figures.readyToDone'), f.minutes(preparation.readyToDone.medianMinutes)],
    [t('figures.acceptedToDone'), f.minutes(preparation.acceptedToDone.medianMinutes)],
  ]
  return (
    <section className="office-today__grid reports__figures" aria-label={t('figures.label')}>
      {figures.map(([label, value]) => (
        <p key={label} className="office-figure">
          <span className="office-figure__label">{label}</span>{' '}
          <strong className="office-figure__value">{value}</strong>
        </p>
      ))}
    </section>
  )
}

function SalesCard({ report, range, f }: { report: Report; range: DayRange; f: Formats }) {
  const { t } = useTranslation('reports')
  const [period, setPeriod] = useState<Period>(() => periodFor(range))
  const buckets = report.sales[period]
  const rates = report.totals.vat.map((row) => row.basisPoints)
  const columns: Column<ReportBucket>[] = [
    { header: t(`sales.period.${period}`), cell: (row) => f.bucket(period, row.start) },
    { header: t('sales.orders'), cell: (row) => f.count(row.orders), numeric: true },
    { header: t('sales.items'), cell: (row) => f.money(row.itemsCents), numeric: true },
    { header: t('sales.discounts'), cell: (row) => f.money(row.discountCents), numeric: true },
    {
      header: t('sales.deliveryFees'),
      cell: (row) => f.money(row.deliveryFeeCents),
      numeric: true,
    },
    { header: t('sales.gross'), cell: (row) => f.money(row.grossCents), numeric: true },
    { header: t('sales.refunds'), cell: (row) => f.money(row.refundCents), numeric: true },
    ...rates.map((rate): Column<ReportBucket> => ({
      header: t('sales.vatAt', { rate: f.percent(rate) }),
      cell: (row) => f.money(row.vat.find((vat) => vat.basisPoints === rate)?.vatCents ?? 0),
      numeric: true,
    })),
  ]
  const bars: Bar[] = buckets.map((row) => ({
    key: row.start,
    label: f.axis(period, row.start),
    value: row.grossCents,
  }))
  return (
    <ChartCard
      wide
      title={t('sales.title')}
      controls={
        <>
          <ViewSwitch
            label={t('sales.by')}
            views={PERIODS}
            current={period}
            onChange={setPeriod}
            name={(view) => t(`sales.by_${view}`)}
          />
          <ExportButton report={`sales-${period}`} range={range} label={t('export.csv')} />
        </>
      }
      chart={<ColumnChart bars={bars} format={f.money} width={WIDE} />}
      table={
        <DataTable
          caption={t('sales.caption', { period: t(`sales.by_${period}`) })}
          columns={columns}
          rows={buckets}
          rowKey={(row) => row.start}
        />
      }
    />
  )
}

/** VAT by rate: figures an accountant reads, so a table alone. */
function VatCard({ report, f }: { report: Report; f: Formats }) {
  const { t } = useTranslation('reports')
  const { totals } = report
  const id = useId()
  return (
    <section className="report-card" aria-labelledby={`${id}-vat`}>
      <header className="report-card__head">
        <h3 id={`${id}-vat`}>{t('vat.title')}</h3>
      </header>
      <DataTable
        caption={t('vat.title')}
        columns={[
          { header: t('vat.rate'), cell: (row) => f.percent(row.basisPoints) },
          { header: t('vat.gross'), cell: (row) => f.money(row.grossCents), numeric: true },
          { header: t('vat.base'), cell: (row) => f.money(row.baseCents), numeric: true },
          { header: t('vat.vat'), cell: (row) => f.money(row.vatCents), numeric: true },
        ]}
        rows={totals.vat}
        rowKey={(row) => String(row.basisPoints)}
        captionHidden
      />
      <dl className="reports__totals">
        <Total label={t('sales.items')} value={f.money(totals.itemsCents)} />
        <Total label={t('sales.discounts')} value={f.money(totals.discountCents)} />
        <Total label={t('sales.deliveryFees')} value={f.money(totals.deliveryFeeCents)} />
        <Total label={t('sales.gross')} value={f.money(totals.grossCents)} />
        <Total label={t('sales.refunds')} value={f.money(totals.refundCents)} />
        <Total label={t('figures.net')} value={f.money(totals.netCents)} />
      </dl>
    </section>
  )
}

function Total({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const
const HOURS = Array.from({ length: 24 }, (_, hour) => hour)

function HeatMapCard({ report, range, f }: { report: Report; range: DayRange; f: Formats }) {
  const { t } = useTranslation('reports')
  const counts = WEEKDAYS.map((weekday) =>
    HOURS.map(
      (hour) =>
        report.heatMap.find((cell) => cell.weekday === weekday && cell.hour === hour)?.orders ?? 0,
    ),
  )
  return (
    <ChartCard
      wide
      title={t('hours.title')}
      controls={<ExportButton report="hours" range={range} label={t('export.csv')} />}
      chart={<HeatMap rows={WEEKDAYS.map(f.weekday)} counts={counts} width={WIDE} />}
      table={
        <DataTable
          caption={t('hours.caption')}
          columns={[
            { header: t('hours.weekday'), cell: (row) => f.weekdayLong(row) },
            ...HOURS.map((hour): Column<number> => ({
              header: String(hour),
              cell: (weekday) => f.count(counts[weekday - 1]![hour]!),
              numeric: true,
            })),
          ]}
          rows={WEEKDAYS}
          rowKey={String}
        />
      }
    />
  )
}

interface Seller {
  key: string
  name: string
  count: number
  revenueCents: number
}

/** Best or worst sellers, by portions or by revenue: the server lists them most revenue first. */
function SellersCard({
  title,
  exportAs,
  range,
  rows,
  f,
}: {
  title: string
  exportAs: ReportExport
  range: DayRange
  rows: readonly Seller[]
  f: Formats
}) {
  const { t } = useTranslation('reports')
  const [measure, setMeasure] = useState<Measure>('revenue')
  const [end, setEnd] = useState<End>('best')
  const value = (row: Seller) => (measure === 'count' ? row.count : row.revenueCents)
  const sorted = [...rows].sort((a, b) => value(b) - value(a) || a.name.localeCompare(b.name))
  const shown = (end === 'best' ? sorted : sorted.reverse()).slice(0, LIST_LENGTH)
  const format = measure === 'count' ? f.count : f.money
  return (
    <ChartCard
      title={title}
      controls={
        <>
          <ViewSwitch
            label={t('sellers.which')}
            views={ENDS}
            current={end}
            onChange={setEnd}
            name={(view) => t(`sellers.${view}`)}
          />
          <ViewSwitch
            label={t('sellers.by')}
            views={MEASURES}
            current={measure}
            onChange={setMeasure}
            name={(view) => t(`sellers.${view}`)}
          />
          <ExportButton report={exportAs} range={range} label={t('export.csv')} />
        </>
      }
      chart={
        <BarList
          bars={shown.map((row) => ({ key: row.key, label: row.name, value: value(row) }))}
          format={format}
        />
      }
      table={
        <DataTable
          caption={`${title}: ${t(`sellers.${end}`)}, ${t(`sellers.${measure}`)}`}
          columns={[
            { header: t('sellers.name'), cell: (row) => row.name },
            { header: t('sellers.count'), cell: (row) => f.count(row.count), numeric: true },
            {
              header: t('sellers.revenue'),
              cell: (row) => f.money(row.revenueCents),
              numeric: true,
            },
          ]}
          rows={shown}
          rowKey={(row) => row.key}
        />
      }
    />
  )
}

/** Orders by fulfilment or by way of paying. */
function SplitCard({
  title,
  rows,
  f,
}: {
  title: string
  rows: readonly { key: string; name: string; orders: number; grossCents: number }[]
  f: Formats
}) {
  const { t } = useTranslation('reports')
  return (
    <ChartCard
      title={title}
      chart={
        <BarList
          bars={rows.map((row) => ({ key: row.key, label: row.name, value: row.orders }))}
          format={f.count}
        />
      }
      table={
        <DataTable
          caption={title}
          columns={[
            { header: t('split.kind'), cell: (row) => row.name },
            { header: t('sales.orders'), cell: (row) => f.count(row.orders), numeric: true },
            { header: t('sales.gross'), cell: (row) => f.money(row.grossCents), numeric: true },
          ]}
          rows={rows}
          rowKey={(row) => row.key}
        />
      }
    />
  )
}

function CancellationsCard({ report, f }: { report: Report; f: Formats }) {
  const { t } = useTranslation('reports')
  const { cancellations } = report
  const rows = cancellations.reasons.map((row) => ({
    key: row.reason,
    name: row.reason || t('cancellations.noReason'),
    count: row.count,
  }))
  return (
    <ChartCard
      title={t('cancellations.title', {
        count: cancellations.count,
        amount: f.money(cancellations.grossCents),
      })}
      chart={
        rows.length > 0 ? (
          <BarList
            bars={rows.map((row) => ({ key: row.key, label: row.name, value: row.count }))}
            format={f.count}
          />
        ) : (
          <p>{t('cancellations.none')}</p>
        )
      }
      table={
        <DataTable
          caption={t('cancellations.caption')}
          columns={[
            { header: t('cancellations.reason'), cell: (row) => row.name },
            { header: t('sales.orders'), cell: (row) => f.count(row.count), numeric: true },
          ]}
          rows={rows}
          rowKey={(row) => row.key}
        />
      }
    />
  )
}
