import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { tabStops } from './focus'

/** The stops of a rendered fragment, each named by its value or text. */
function stopsOf(ui: React.ReactElement): string[][] {
  const { container } = render(<div>{ui}</div>)
  return tabStops(container).map((stop) =>
    stop.map((element) => (element as HTMLInputElement).value || element.textContent || ''),
  )
}

describe('tab stops, as a browser takes them (issue 19 §4.1)', () => {
  it('takes a radio group as one stop: its checked radio, wherever it stands', () => {
    expect(
      stopsOf(
        <>
          <button type="button">Close</button>
          <input type="radio" name="size" value="s" readOnly />
          <input type="radio" name="size" value="m" readOnly checked />
          <input type="radio" name="size" value="l" readOnly />
          <input type="radio" name="extra" value="none" readOnly checked />
          <input type="radio" name="extra" value="egg" readOnly />
          <button type="button" disabled>
            Add
          </button>
        </>,
      ),
    ).toEqual([['Close'], ['m'], ['none']])
  })

  it('passes a group by when its checked radio is off, and takes any radio when none is checked', () => {
    expect(
      stopsOf(
        <>
          <input type="radio" name="size" value="s" readOnly />
          <input type="radio" name="size" value="m" readOnly checked disabled />
          <input type="radio" name="extra" value="none" readOnly />
          <input type="radio" name="extra" value="egg" readOnly />
        </>,
      ),
    ).toEqual([['none', 'egg']])
  })

  it('skips what is hidden, inside a closed <details>, or out of the tab order', () => {
    expect(
      stopsOf(
        <>
          <button type="button" hidden>
            Hidden
          </button>
          <button type="button" tabIndex={-1}>
            Skipped
          </button>
          <details>
            <summary>More</summary>
            <button type="button">Inside</button>
          </details>
          <a href="/menu">Menu</a>
        </>,
      ),
    ).toEqual([['More'], ['Menu']])
  })
})
