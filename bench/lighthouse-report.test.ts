import { describe, expect, it } from 'vitest'
import {
  failingAudits,
  medianOf,
  medianRun,
  MEASURES,
  summarize,
  verdict,
  type LighthouseReport,
} from './lighthouse-report'

/** A report with the given scores (0-1) and LCP/CLS, and no failing audit unless added. */
function report(
  scores: Partial<Record<string, number | null>>,
  lcpMs = 1500,
  cls = 0,
): LighthouseReport {
  const categories: LighthouseReport['categories'] = {}
  for (const id of ['performance', 'accessibility', 'best-practices', 'seo']) {
    categories[id] = { score: scores[id] === undefined ? 1 : scores[id]!, auditRefs: [] }
  }
  return {
    categories,
    audits: {
      'largest-contentful-paint': {
        title: 'Largest Contentful Paint',
        score: 1,
        scoreDisplayMode: 'numeric',
        numericValue: lcpMs,
      },
      'cumulative-layout-shift': {
        title: 'Cumulative Layout Shift',
        score: 1,
        scoreDisplayMode: 'numeric',
        numericValue: cls,
      },
    },
  }
}

describe('medianOf', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(medianOf([3, 1, 2])).toBe(2)
    expect(medianOf([4, 1, 3, 2])).toBe(2.5)
    expect(medianOf([])).toBeNull()
  })
})

describe('summarize', () => {
  it('gives each figure its median over the runs and its verdict', () => {
    const runs = [
      report({ performance: 0.94 }, 2100, 0.03),
      report({ performance: 0.96 }, 1900, 0),
      report({ performance: 0.99 }, 1800, 0.01),
    ]
    const cells = Object.fromEntries(summarize(runs).map((f) => [f.measure.label, f.cell]))
    expect(cells).toEqual({
      performance: '96 (target ≥ 95: met)',
      accessibility: '100 (target 100: met)',
      'best practices': '100 (target 100: met)',
      SEO: '100 (target 100: met)',
      'largest contentful paint': '1.90 s (target ≤ 2.0 s: met)',
      'cumulative layout shift': '0.010 (target ≤ 0.02: met)',
    })
  })

  it('misses a target just past it, and says so when no run gave a figure', () => {
    const [performance, accessibility, , , lcp] = summarize([
      report({ performance: 0.94, accessibility: null }, 2001),
    ])
    expect(performance!.cell).toBe('94 (target ≥ 95: MISSED)')
    expect(lcp!.cell).toBe('2.00 s (target ≤ 2.0 s: MISSED)')
    expect(accessibility).toMatchObject({ met: null, cell: 'no result' })
  })
})

describe('medianRun', () => {
  it('picks the run with the median figure, to explain it', () => {
    const runs = [0.5, 0.9, 0.7].map((p) => report({ performance: p }))
    const performance = MEASURES[0]!.value
    expect(medianRun(runs, performance)).toBe(runs[2])
    expect(medianRun(runs.slice(0, 2), performance)).toBe(runs[0])
    expect(medianRun([report({ performance: null })], performance)).toBeNull()
  })
})

describe('explain', () => {
  const measure = (label: string) => MEASURES.find((m) => m.label === label)!

  it('names the element of the largest paint and where its time went', () => {
    const run = report({}, 4600)
    run.audits['largest-contentful-paint-element'] = {
      title: 'Largest Contentful Paint element',
      score: 0,
      scoreDisplayMode: 'metricSavings',
      details: {
        type: 'list',
        items: [
          {
            type: 'table',
            items: [{ node: { selector: 'section.banner > img', nodeLabel: 'img' } }],
          },
          {
            type: 'table',
            items: [
              { phase: 'TTFB', timing: 469.7, percent: '10%' },
              { phase: 'Load Delay', timing: 3054.6, percent: '65%' },
            ],
          },
        ],
      },
    }
    expect(measure('largest contentful paint').explain(run)).toEqual([
      'element: section.banner > img; TTFB 470 ms, Load Delay 3055 ms',
    ])
    expect(measure('largest contentful paint').explain(report({}))).toEqual([])
  })

  it('lists what shifted, and a category its failing audits', () => {
    const run = report({ seo: 0.9 }, 1500, 0.05)
    run.audits['layout-shifts'] = {
      title: 'Avoid large layout shifts',
      score: 0,
      scoreDisplayMode: 'metricSavings',
      details: { type: 'table', items: [{ node: { nodeLabel: 'Menu' }, score: 0.05 }] },
    }
    run.audits['meta-description'] = {
      title: 'Document has a meta description',
      score: 0,
      scoreDisplayMode: 'binary',
    }
    run.categories.seo!.auditRefs = [{ id: 'meta-description', weight: 1 }]
    expect(measure('cumulative layout shift').explain(run)).toEqual(['shifted: Menu (0.050)'])
    expect(measure('SEO').explain(run)).toEqual(['Document has a meta description'])
  })
})

describe('failingAudits', () => {
  it('lists what the report counts as failed, with its figure', () => {
    const run = report({ performance: 0.6 })
    const audit = (score: number | null, scoreDisplayMode: string, displayValue?: string) => ({
      title: `${scoreDisplayMode} ${score}`,
      score,
      scoreDisplayMode,
      displayValue,
    })
    run.audits = {
      fcp: audit(0.3, 'numeric', '3.6 s'),
      tbt: audit(0.95, 'numeric', '120 ms'),
      compression: audit(0, 'metricSavings', 'Est savings of 302 KiB'),
      insight: audit(0, 'metricSavings'),
      notes: audit(null, 'informative'),
      skipped: audit(null, 'notApplicable'),
      broken: audit(null, 'error'),
      label: audit(0, 'binary'),
    }
    run.categories.performance!.auditRefs = [
      { id: 'fcp', weight: 10, group: 'metrics' },
      { id: 'tbt', weight: 30, group: 'metrics' },
      { id: 'compression', weight: 0, group: 'diagnostics' },
      { id: 'insight', weight: 0, group: 'hidden' },
      { id: 'notes', weight: 0 },
      { id: 'skipped', weight: 0 },
      { id: 'broken', weight: 0 },
      { id: 'label', weight: 7 },
    ]
    expect(failingAudits(run, 'performance')).toEqual([
      'numeric 0.3 (3.6 s)',
      'metricSavings 0 (Est savings of 302 KiB)',
      'error null (audit error)',
      'binary 0',
    ])
  })
})

describe('verdict', () => {
  it('reads as the other lines of the bench', () => {
    expect(verdict(true, '≤ 2')).toBe('target ≤ 2: met')
    expect(verdict(false, '≤ 2')).toBe('target ≤ 2: MISSED')
  })
})
