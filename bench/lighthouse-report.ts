/**
 * Pure helpers for the Lighthouse part of `npm run bench` (issue 9): medians over runs, the
 * verdict beside each figure, and the audits a page fails, as Lighthouse's own report counts them.
 */

/** The parts of Lighthouse's result (its `Result` type) read here. */
export interface LighthouseReport {
  categories: Record<
    string,
    | { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }
    | undefined
  >
  audits: Record<
    string,
    | {
        title: string
        score: number | null
        scoreDisplayMode: string
        displayValue?: string
        numericValue?: number
        details?: unknown
      }
    | undefined
  >
}

/** Middle value; the mean of the two middle ones for an even count; null for none. */
export function medianOf(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** "target ≥ 95: met", the way the other lines of the bench say it. */
export function verdict(met: boolean, target: string): string {
  return `target ${target}: ${met ? 'met' : 'MISSED'}`
}

export interface Measure {
  label: string
  target: string
  /** The category whose score this is, when it is one. */
  category?: string
  value: (report: LighthouseReport) => number | null
  met: (value: number) => boolean
  format: (value: number) => string
  /** What to look at when the target is missed, from one run's report (a category: its failing audits). */
  explain: (report: LighthouseReport) => string[]
}

/** A category's score as Lighthouse shows it: 0-100, rounded. */
function categoryScore(id: string, label: string, min: number): Measure {
  return {
    label,
    target: min === 100 ? '100' : `≥ ${min}`,
    category: id,
    value: (report) => {
      const score = report.categories[id]?.score
      return score === null || score === undefined ? null : Math.round(score * 100)
    },
    met: (value) => value >= min,
    format: (value) => String(Math.round(value)),
    explain: (report) => failingAudits(report, id),
  }
}

function auditValue(report: LighthouseReport, id: string): number | null {
  return report.audits[id]?.numericValue ?? null
}

/** What issue 9 asks of `/` and `/menu` on a phone. */
export const MEASURES: Measure[] = [
  categoryScore('performance', 'performance', 95),
  categoryScore('accessibility', 'accessibility', 100),
  categoryScore('best-practices', 'best practices', 100),
  categoryScore('seo', 'SEO', 100),
  {
    label: 'largest contentful paint',
    target: '≤ 2.0 s',
    value: (report) => {
      const ms = auditValue(report, 'largest-contentful-paint')
      return ms === null ? null : ms / 1000
    },
    met: (seconds) => seconds <= 2,
    format: (seconds) => `${seconds.toFixed(2)} s`,
    explain: largestPaint,
  },
  {
    label: 'cumulative layout shift',
    target: '≤ 0.02',
    value: (report) => auditValue(report, 'cumulative-layout-shift'),
    met: (shift) => shift <= 0.02,
    format: (shift) => shift.toFixed(3),
    explain: layoutShifts,
  },
]

export interface MeasuredFigure {
  measure: Measure
  median: number | null
  met: boolean | null
  /** "75 (target ≥ 95: met)", or "no result" when no run gave one. */
  cell: string
}

/** Each measure's median over the runs of one page, with its verdict. */
export function summarize(reports: LighthouseReport[], measures = MEASURES): MeasuredFigure[] {
  return measures.map((measure) => {
    const values = reports.map(measure.value).filter((value): value is number => value !== null)
    const median = medianOf(values)
    if (median === null) return { measure, median, met: null, cell: 'no result' }
    const met = measure.met(median)
    return {
      measure,
      median,
      met,
      cell: `${measure.format(median)} (${verdict(met, measure.target)})`,
    }
  })
}

/** The run with the median value (the lower middle for an even count), to explain that value. */
export function medianRun(
  reports: LighthouseReport[],
  value: (report: LighthouseReport) => number | null,
): LighthouseReport | null {
  const valued = reports
    .map((report) => ({ report, value: value(report) }))
    .filter((run): run is { report: LighthouseReport; value: number } => run.value !== null)
    .sort((a, b) => a.value - b.value)
  return valued[Math.floor((valued.length - 1) / 2)]?.report ?? null
}

/**
 * The audits of a category that Lighthouse's report shows as failed: scored (binary, numeric or
 * with estimated savings) below 0.9, or errored; hidden, manual, informative and not-applicable
 * ones are left out, as the report leaves them out of its count.
 */
export function failingAudits(report: LighthouseReport, category: string): string[] {
  const refs = report.categories[category]?.auditRefs ?? []
  const failing: string[] = []
  for (const ref of refs) {
    const audit = report.audits[ref.id]
    if (!audit || ref.group === 'hidden') continue
    const mode = audit.scoreDisplayMode
    if (mode === 'manual' || mode === 'notApplicable' || mode === 'informative') continue
    if (mode !== 'error' && audit.score !== null && audit.score >= 0.9) continue
    const detail = mode === 'error' ? 'audit error' : audit.displayValue
    failing.push(detail ? `${audit.title} (${detail})` : audit.title)
  }
  return failing
}

interface NodeItem {
  node?: { selector?: string; nodeLabel?: string }
}

/** The rows of a table in an audit's details, wherever Lighthouse nests it (a list of tables). */
function tables(details: unknown): Record<string, unknown>[][] {
  const value = details as { type?: string; items?: unknown[] } | undefined
  if (value?.type === 'table') return [(value.items ?? []) as Record<string, unknown>[]]
  if (value?.type === 'list') return (value.items ?? []).flatMap(tables)
  return []
}

const nodeName = (item: NodeItem) =>
  item.node?.selector ?? item.node?.nodeLabel ?? 'unknown element'

/** The element of the largest paint and where its time went (TTFB, load delay, …). */
function largestPaint(report: LighthouseReport): string[] {
  const rows = tables(report.audits['largest-contentful-paint-element']?.details).flat()
  const element = rows.find((row) => 'node' in row) as NodeItem | undefined
  const phases = rows
    .filter((row) => typeof row.phase === 'string' && typeof row.timing === 'number')
    .map((row) => `${String(row.phase)} ${Math.round(row.timing as number)} ms`)
  if (!element && phases.length === 0) return []
  return [`element: ${element ? nodeName(element) : 'unknown'}; ${phases.join(', ')}`]
}

/** The elements that moved most, with their share of the shift. */
function layoutShifts(report: LighthouseReport): string[] {
  return tables(report.audits['layout-shifts']?.details)
    .flat()
    .map((row) => {
      const score = typeof row.score === 'number' ? ` (${row.score.toFixed(3)})` : ''
      return `shifted: ${nodeName(row as NodeItem)}${score}`
    })
}
