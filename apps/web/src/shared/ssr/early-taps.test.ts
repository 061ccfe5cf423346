import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdEarlyTaps, replayEarlyTaps } from './early-taps'

// Issue 19 §2.6: on a throttled phone the page goes live at 2.5 s, and a tap on a dish at
// 1.5 s did nothing, without a sign.
function page() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="dish">Beef pho</button>
      <button type="button" id="other">Lotus tea</button>
      <a href="#menu" id="link">Menu</a>
    </div>`
  // What the app does with a tap once it is live (React listens on its root).
  const taps: string[] = []
  document.getElementById('root')!.addEventListener('click', (event) => {
    taps.push((event.target as HTMLElement).id)
  })
  return { taps, click: (id: string) => document.getElementById(id)!.click() }
}

afterEach(() => replayEarlyTaps())

describe('a tap before the page is live', () => {
  it('is shown at once to have been seen, and made once the page is live', () => {
    const { taps, click } = page()
    holdEarlyTaps()
    click('dish')
    expect(taps).toEqual([])
    expect(document.getElementById('dish')).toHaveAttribute('data-tapped')
    replayEarlyTaps()
    expect(taps).toEqual(['dish'])
    expect(document.getElementById('dish')).not.toHaveAttribute('data-tapped')
    // Live: taps go straight through, and none is made twice.
    click('other')
    replayEarlyTaps()
    expect(taps).toEqual(['dish', 'other'])
  })

  it('makes only the last of several taps', () => {
    const { taps, click } = page()
    holdEarlyTaps()
    click('dish')
    click('other')
    expect(document.getElementById('dish')).not.toHaveAttribute('data-tapped')
    replayEarlyTaps()
    expect(taps).toEqual(['other'])
  })

  it('leaves a plain link to the browser', () => {
    const { click } = page()
    holdEarlyTaps()
    const followed = vi.fn((event: Event) => event.defaultPrevented)
    document.getElementById('link')!.addEventListener('click', followed)
    click('link')
    expect(followed).toHaveReturnedWith(false)
  })
})
