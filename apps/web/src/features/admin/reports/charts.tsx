import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

// Hand-written SVG charts (issue 23 §3): a chart library would cost more of the back office's
// script than all of these together. Every chart is drawn for the eye only (aria-hidden); the same
// figures are a table beside it, in the accessibility tree always and on screen when asked for.
// The colours are the theme's variables (reports.css), so the owner's own colour applies.

/** One column of a chart's table. */
export interface Column<Row> {
  header: string
  cell: (row: Row) => ReactNode
  /** Figures line up on the right. */
  numeric?: boolean
}

/** A table of a chart's figures, its caption the chart's title. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  captionHidden,
}: {
  caption: string
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  /** Said by screen readers only, where a heading above already shows it. */
  captionHidden?: boolean
}) {
  return (
    <table className="report-table">
      <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th
              key={index}
              scope="col"
              className={column.numeric ? 'report-table__num' : undefined}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column, index) =>
              index === 0 ? (
                <th key={index} scope="row">
                  {column.cell(row)}
                </th>
              ) : (
                <td key={index} className={column.numeric ? 'report-table__num' : undefined}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * A report's card: its title, its own controls (a switch, an export), the chart, and the chart's
 * table, hidden from sight until "Show table" but always read by screen readers.
 */
export function ChartCard({
  title,
  controls,
  chart,
  table,
  wide,
}: {
  title: string
  controls?: ReactNode
  chart: ReactNode
  table: ReactNode
  wide?: boolean
}) {
  const { t } = useTranslation('reports')
  const id = useId()
  const [tableShown, setTableShown] = useState(false)
  return (
    <section
      className={`report-card${wide ? ' report-card--wide' : ''}`}
      aria-labelledby={`${id}-title`}
    >
      <header className="report-card__head">
        <h3 id={`${id}-title`}>{title}</h3>
        <div className="report-card__controls">
          {controls}
          <button
            type="button"
            className="button button--ghost"
            aria-expanded={tableShown}
            aria-controls={`${id}-table`}
            onClick={() => setTableShown((shown) => !shown)}
          >
            {tableShown ? t('hideTable') : t('showTable')}
          </button>
        </div>
      </header>
      {chart}
      <div id={`${id}-table`} className={tableShown ? 'report-card__table' : 'visually-hidden'}>
        {table}
      </div>
    </section>
  )
}

/** A bar of a chart: what it is called on the axis, and its figure. */
export interface Bar {
  key: string
  label: string
  value: number
}

/**
 * The drawings' widths before they are measured (useShownWidth): near the width they are shown
 * at on a laptop (a card across the page, or one of two side by side at 1024 to 1280 px).
 */
export const WIDE = 1000
export const NARROW = 500
const TEXT = 13

/**
 * The width a drawing is shown at, in CSS pixels (`fallback` until measured, and where nothing
 * measures, as in tests), so that it is drawn at that width: its text then reads at its real
 * size, not at half of it on a phone, where a 1000-unit drawing is shown 350 px wide.
 */
function useShownWidth(fallback: number) {
  const ref = useRef<SVGSVGElement>(null)
  const [width, setWidth] = useState(fallback)
  useEffect(() => {
    const drawing = ref.current
    if (!drawing || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      const shown = Math.round(entry?.contentRect.width ?? 0)
      if (shown > 0) setWidth(shown)
    })
    observer.observe(drawing)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

/**
 * Vertical bars, one per day, week or month, scaled to the largest; its figure written at the
 * top. At most about a dozen labels on the axis, however many bars there are.
 */
export function ColumnChart({
  bars,
  format,
  width: drawnWidth = WIDE,
}: {
  bars: readonly Bar[]
  format: (value: number) => string
  width?: number
}) {
  const [drawing, width] = useShownWidth(drawnWidth)
  const height = 220
  const top = 22
  const bottom = 24
  const plot = height - top - bottom
  const max = Math.max(0, ...bars.map((bar) => bar.value))
  const step = width / Math.max(bars.length, 1)
  const gap = Math.min(step * 0.2, 4)
  // At most a dozen labels on the axis, and one per 48 px, so that they never run together.
  const every = Math.ceil(bars.length / Math.max(2, Math.min(12, Math.floor(width / 48))))
  return (
    <svg
      ref={drawing}
      className="report-chart"
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
    >
      <line className="report-chart__axis" x1={0} x2={width} y1={top + plot} y2={top + plot} />
      {max > 0 && (
        <>
          <line className="report-chart__grid" x1={0} x2={width} y1={top} y2={top} />
          <text className="report-chart__text" x={0} y={top - 6} fontSize={TEXT}>
            {format(max)}
          </text>
        </>
      )}
      {bars.map((bar, index) => {
        const barHeight = max > 0 ? (Math.max(bar.value, 0) / max) * plot : 0
        return (
          <g key={bar.key}>
            <rect
              className="report-chart__bar"
              x={index * step + gap / 2}
              y={top + plot - barHeight}
              width={Math.max(step - gap, 1)}
              height={barHeight}
            />
            {index % every === 0 && (
              <text
                className="report-chart__text"
                // From the bar's left edge: centred, the first label would be cut off the chart;
                // one that would run past the right edge ends there instead.
                {...(index * step + gap / 2 + bar.label.length * TEXT * 0.6 > width
                  ? { x: width, textAnchor: 'end' }
                  : { x: index * step + gap / 2 })}
                y={height - 6}
                fontSize={TEXT}
              >
                {bar.label}
              </text>
            )}
          </g>
        )
      })}
    </svg>
  )
}

/** Shortens a long name for the drawing only; the table beside it has it whole. */
const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text

/** Horizontal bars: a name, its bar and its figure on one line each, largest first as given. */
export function BarList({
  bars,
  format,
  width: drawnWidth = NARROW,
}: {
  bars: readonly Bar[]
  format: (value: number) => string
  width?: number
}) {
  const [drawing, width] = useShownWidth(drawnWidth)
  const row = 26
  const labelWidth = Math.round(width * 0.38)
  const valueWidth = 80
  const plot = width - labelWidth - valueWidth
  const max = Math.max(0, ...bars.map((bar) => bar.value))
  return (
    <svg
      ref={drawing}
      className="report-chart"
      viewBox={`0 0 ${width} ${bars.length * row}`}
      aria-hidden="true"
      focusable="false"
    >
      {bars.map((bar, index) => {
        const y = index * row
        const length = max > 0 ? (Math.max(bar.value, 0) / max) * plot : 0
        return (
          <g key={bar.key}>
            <text className="report-chart__text" x={0} y={y + row / 2 + 5} fontSize={TEXT}>
              {clip(bar.label, Math.floor(labelWidth / 7.5))}
            </text>
            <rect
              className="report-chart__bar"
              x={labelWidth}
              y={y + 4}
              width={Math.max(length, 1)}
              height={row - 8}
            />
            <text
              className="report-chart__text"
              x={width}
              y={y + row / 2 + 5}
              fontSize={TEXT}
              textAnchor="end"
            >
              {format(bar.value)}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

/**
 * Orders by weekday (rows) and hour of the day (columns): the busier, the deeper the colour.
 * `counts[row][hour]`; `rows` names each row.
 */
export function HeatMap({
  rows,
  counts,
  width: drawnWidth = WIDE,
}: {
  rows: readonly string[]
  counts: readonly (readonly number[])[]
  width?: number
}) {
  const [drawing, width] = useShownWidth(drawnWidth)
  const labelWidth = 48
  const top = 18
  const cell = (width - labelWidth) / 24
  const cellHeight = 28
  const max = Math.max(0, ...counts.flat())
  return (
    <svg
      ref={drawing}
      className="report-chart"
      viewBox={`0 0 ${width} ${top + rows.length * cellHeight}`}
      aria-hidden="true"
      focusable="false"
    >
      {Array.from({ length: 24 }, (_, hour) =>
        hour % 3 === 0 ? (
          <text
            key={hour}
            className="report-chart__text"
            x={labelWidth + hour * cell + cell / 2}
            y={top - 5}
            fontSize={TEXT}
            textAnchor="middle"
          >
            {hour}
          </text>
        ) : null,
      )}
      {rows.map((name, row) => (
        <g key={name}>
          <text
            className="report-chart__text"
            x={0}
            y={top + row * cellHeight + cellHeight / 2 + 5}
            fontSize={TEXT}
          >
            {name}
          </text>
          {Array.from({ length: 24 }, (_, hour) => {
            const count = counts[row]?.[hour] ?? 0
            return (
              <rect
                key={hour}
                className={count > 0 ? 'report-chart__bar' : 'report-chart__empty'}
                x={labelWidth + hour * cell + 1}
                y={top + row * cellHeight + 1}
                width={cell - 2}
                height={cellHeight - 2}
                rx={2}
                // The quietest hour with orders still shows: a fifth of the colour at least.
                fillOpacity={count > 0 && max > 0 ? 0.2 + (0.8 * count) / max : undefined}
              />
            )
          })}
        </g>
      ))}
    </svg>
  )
}

/**
 * A switch between a few views of one report (day, week, month; count, revenue): buttons that
 * say which one is on, as the back office's other switches do.
 */
export function ViewSwitch<View extends string>({
  label,
  views,
  current,
  onChange,
  name,
}: {
  label: string
  views: readonly View[]
  current: View
  onChange: (view: View) => void
  name: (view: View) => string
}) {
  return (
    <div className="report-switch" role="group" aria-label={label}>
      {views.map((view) => (
        <button
          key={view}
          type="button"
          className="button button--ghost"
          aria-pressed={view === current}
          onClick={() => onChange(view)}
        >
          {name(view)}
        </button>
      ))}
    </div>
  )
}
