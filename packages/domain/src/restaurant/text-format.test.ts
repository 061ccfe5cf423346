import { describe, expect, it } from 'vitest'
import { isSafeLinkTarget, lineParts, textParagraphs } from './text-format'
import { refusedLinkTargets } from './words'

// Issue 21 §3: plain text with paragraphs and links, never raw HTML.
describe('the restaurant texts’ format', () => {
  it('splits paragraphs on blank lines and keeps single line ends as lines', () => {
    expect(textParagraphs('One\ntwo\n\n  \nThree\r\n\r\nFour')).toEqual([
      [[{ kind: 'text', text: 'One' }], [{ kind: 'text', text: 'two' }]],
      [[{ kind: 'text', text: 'Three' }]],
      [[{ kind: 'text', text: 'Four' }]],
    ])
    expect(textParagraphs('  \n\n ')).toEqual([])
  })

  it('makes links of [label](target) and of bare http(s) addresses', () => {
    expect(
      lineParts('Book on [our page](https://quan.sk/book) or call [us](tel:+421902123456).'),
    ).toEqual([
      { kind: 'text', text: 'Book on ' },
      { kind: 'link', label: 'our page', href: 'https://quan.sk/book' },
      { kind: 'text', text: ' or call ' },
      { kind: 'link', label: 'us', href: 'tel:+421902123456' },
      { kind: 'text', text: '.' },
    ])
    expect(lineParts('See https://quan.sk/menu, or mail [ahoj](mailto:ahoj@quan.sk).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', label: 'https://quan.sk/menu', href: 'https://quan.sk/menu' },
      { kind: 'text', text: ', or mail ' },
      { kind: 'link', label: 'ahoj', href: 'mailto:ahoj@quan.sk' },
      { kind: 'text', text: '.' },
    ])
  })

  it('leaves any other link as the text it was written as', () => {
    for (const hostile of [
      '[click](javascript:alert(1))',
      '[click](javascript:alert`1`)',
      '[click](JaVaScRiPt:alert)',
      '[click](data:text/html;base64,PHNjcmlwdD4=)',
      '[click](vbscript:msgbox)',
      '[click](//evil.example)',
      '[click](/admin)',
      '[click](https://x.sk"onmouseover="alert(1))',
    ]) {
      const parts = lineParts(hostile)
      expect(
        parts.some((part) => part.kind === 'link' && !/^https:\/\/x\.sk$/.test(part.href)),
        hostile,
      ).toBe(false)
      expect(
        parts.map((part) => (part.kind === 'text' ? part.text : part.label)).join(''),
      ).toContain('click')
    }
  })

  it('knows a safe target from any other', () => {
    expect(isSafeLinkTarget('https://quan.sk')).toBe(true)
    expect(isSafeLinkTarget('http://quan.sk/a?b=c#d')).toBe(true)
    expect(isSafeLinkTarget('mailto:ahoj@quan.sk')).toBe(true)
    expect(isSafeLinkTarget('tel:+421902123456')).toBe(true)
    expect(isSafeLinkTarget('javascript:alert(1)')).toBe(false)
    expect(isSafeLinkTarget(' https://quan.sk')).toBe(false)
    expect(isSafeLinkTarget('https://')).toBe(false)
    expect(isSafeLinkTarget('tel:call-me')).toBe(false)
    expect(isSafeLinkTarget('mailto:nobody')).toBe(false)
  })

  it('names the links it will not make, so the owner is told', () => {
    expect(
      refusedLinkTargets('[a](https://quan.sk) [b](javascript:alert(1)) [c](/menu) [d](tel:+421)'),
    ).toEqual(['javascript:alert(1', '/menu'])
    expect(refusedLinkTargets('Plain (text) with [brackets] and https://quan.sk')).toEqual([])
  })
})
