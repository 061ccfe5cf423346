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
  /** The category whose score this is, when it is one: its failing audits are listed when missed. */
  category?: string
  value: (report: LighthouseReport) => number | null
  met: (value: number) => boolean
  format: (value: number) => string
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
  },
  {
    label: 'cumulative layout shift',
    target: '≤ 0.02',
    value: (report) => auditValue(report, 'cumulative-layout-shift'),
    met: (shift) => shift <= 0.02,
    format: (shift) => shift.toFixed(3),
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

/** The run whose score for a category is the median one (the lower middle for an even count). */
export function medianRun(reports: LighthouseReport[], category: string): LighthouseReport | null {
  const scored = reports.filter((report) => typeof report.categories[category]?.score === 'number')
  if (scored.length === 0) return null
  scored.sort((a, b) => a.categories[category]!.score! - b.categories[category]!.score!)
  return scored[Math.floor((scored.length - 1) / 2)]!
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
