import { act, render } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { BarList, ColumnChart, HeatMap } from './charts'

// A drawing is drawn at the width it is shown at, so its text keeps its size on a phone.

let report: ((width: number) => void) | undefined
class FakeResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {
    report = (width) =>
      this.callback(
        [{ contentRect: { width } } as ResizeObserverEntry],
        this as unknown as ResizeObserver,
      )
  }
  observe() {}
  disconnect() {}
}
afterEach(() => {
  vi.unstubAllGlobals()
  report = undefined
})

const bars = Array.from({ length: 31 }, (_, index) => ({
  key: String(index),
  label: `${index + 1}/3`,
  value: index,
}))
const money = (value: number) => `${value} €`

it.each([
  ['the sales', () => <ColumnChart bars={bars} format={money} />],
  ['the best sellers', () => <BarList bars={bars.slice(0, 5)} format={money} />],
  ['the busy hours', () => <HeatMap rows={['Mon']} counts={[Array(24).fill(1)]} />],
])('%s are drawn at the width shown, once it is measured', (_, chart) => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver)
  const { container } = render(chart())
  const svg = container.querySelector('svg')!
  expect(svg.getAttribute('viewBox')).not.toMatch(/^0 0 350 /)
  act(() => report!(350))
  expect(svg.getAttribute('viewBox')).toMatch(/^0 0 350 /)
})

it('ends a label that would run past the right edge there, and labels at most one per 48 px', () => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver)
  const { container } = render(<ColumnChart bars={bars} format={money} />)
  act(() => report!(350))
  const labels = [...container.querySelectorAll('text')].filter((text) =>
    text.textContent?.includes('/3'),
  )
  expect(labels.length).toBeLessThanOrEqual(350 / 48)
  const last = labels.at(-1)!
  expect(last.getAttribute('text-anchor')).toBe('end')
  expect(last.getAttribute('x')).toBe('350')
})
