import { describe, expect, it } from 'vitest'
import { cleanSvg, looksLikeSvg, UnreadableSvg } from './svg-clean'

const NS = 'xmlns="http://www.w3.org/2000/svg"'

describe('cleanSvg', () => {
  it('keeps a plain drawing as it is', () => {
    const logo = `<svg ${NS} viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#2f9e44"/><path d="M14 30h36a18 18 0 0 1-36 0z" fill="#fff"/></svg>`
    expect(cleanSvg(logo)).toBe(logo)
  })

  it('takes out scripts, event handlers, javascript: links, foreignObject and external pictures', () => {
    const hostile = `<?xml version="1.0"?>
<!-- made by hand -->
<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <script xlink:href="https://evil.example/x.js"/>
  <a href="javascript:alert(2)"><rect width="10" height="10" fill="red" onclick="alert(3)"/></a>
  <a xlink:href="javascript:alert(4)"><circle r="2"/></a>
  <foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/></foreignObject>
  <image href="https://evil.example/track.png" width="10" height="10"/>
  <image xlink:href="file:///etc/passwd" width="10" height="10"/>
  <use href="https://evil.example/sprite.svg#logo"/>
  <set attributeName="href" to="javascript:alert(5)"/>
  <animate attributeName="fill" values="red;blue" dur="1s"/>
</svg>`
    const clean = cleanSvg(hostile)

    expect(clean).toBe(
      `<svg ${NS} viewBox="0 0 10 10">\n  \n  \n  <rect width="10" height="10" fill="red"/>\n  <circle r="2"/>\n  \n  \n  \n  <use/>\n  \n  \n</svg>`,
    )
    for (const bad of ['script', 'alert', 'javascript', 'evil', 'foreignObject', 'on', 'file:']) {
      expect(clean).not.toMatch(new RegExp(`\\b${bad}`, 'i'))
    }
  })

  it('keeps references inside the file and pictures embedded in it, and nothing fetched', () => {
    const dot = 'data:image/png;base64,iVBORw0KGgo='
    const clean = cleanSvg(
      `<svg ${NS}><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>` +
        `<rect fill="url(#g)" style="fill:url('#g');stroke:red"/>` +
        `<rect fill="url(https://evil.example/x)" style="background:url(https://evil.example/y)"/>` +
        `<image href="${dot}" width="1" height="1"/><use xlink:href="#g"/></svg>`,
    )
    expect(clean).toBe(
      `<svg ${NS}><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>` +
        `<rect fill="url(#g)" style="fill:url('#g');stroke:red"/><rect/>` +
        `<image href="${dot}" width="1" height="1"/><use href="#g"/></svg>`,
    )
  })

  it('keeps a stylesheet that only draws, and drops one that imports or fetches', () => {
    expect(cleanSvg(`<svg ${NS}><style><![CDATA[.a{fill:#000}]]></style></svg>`)).toBe(
      `<svg ${NS}><style>.a{fill:#000}</style></svg>`,
    )
    for (const css of [
      '@import url(https://evil.example/x.css);',
      '@\\69mport "x.css";',
      '.a{background:url(https://evil.example/p.png)}',
      '.a{behavior:url(x.htc)}',
    ]) {
      expect(cleanSvg(`<svg ${NS}><style>${css}</style><rect/></svg>`)).toBe(
        `<svg ${NS}><rect/></svg>`,
      )
    }
  })

  it('writes characters out again so that no markup can be smuggled through text', () => {
    expect(cleanSvg(`<svg ${NS}><title>Phở &amp; Co &lt;script&gt; &#x1F35C;</title></svg>`)).toBe(
      `<svg ${NS}><title>Phở &amp; Co &lt;script&gt; 🍜</title></svg>`,
    )
    expect(cleanSvg(`<svg ${NS}><rect id="a&quot;onload=&quot;x"/></svg>`)).toBe(
      `<svg ${NS}><rect id="a&quot;onload=&quot;x"/></svg>`,
    )
  })

  it('takes the plain DOCTYPE design tools write', () => {
    const svg = `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg ${NS}><rect/></svg>`
    expect(cleanSvg(svg)).toBe(`<svg ${NS}><rect/></svg>`)
  })

  it.each([
    ['entities declared in a DOCTYPE', `<!DOCTYPE svg [<!ENTITY x "y">]><svg ${NS}>&x;</svg>`],
    ['an unknown entity', `<svg ${NS}><title>&nbsp;</title></svg>`],
    ['a bare ampersand', `<svg ${NS}><title>A & B</title></svg>`],
    ['tags that do not match', `<svg ${NS}><g></svg></g>`],
    ['an element left open', `<svg ${NS}><g>`],
    ['another root element', `<html><body>hi</body></html>`],
    ['two root elements', `<svg ${NS}/><svg ${NS}/>`],
    ['text that is not XML', 'just some words'],
    ['a processing instruction', `<svg ${NS}><?php echo 1 ?></svg>`],
    ['an attribute given twice', `<svg ${NS} width="1" width="2"/>`],
    ['elements nested past reason', `<svg ${NS}>${'<g>'.repeat(100)}${'</g>'.repeat(100)}</svg>`],
  ])('refuses %s as unreadable', (_case, svg) => {
    expect(() => cleanSvg(svg)).toThrow(UnreadableSvg)
  })
})

describe('looksLikeSvg', () => {
  it('knows an SVG by its first element, after a declaration, comments or a DOCTYPE', () => {
    expect(looksLikeSvg(Buffer.from(`\uFEFF<?xml version="1.0"?>\n<!-- x --><svg ${NS}/>`))).toBe(
      true,
    )
    expect(looksLikeSvg(Buffer.from(`<html><svg ${NS}/></html>`))).toBe(false)
    expect(looksLikeSvg(Buffer.from('Menu for Tuesday'))).toBe(false)
  })
})
