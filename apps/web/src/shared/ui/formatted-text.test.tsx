import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FormattedText } from './formatted-text'

// Issue 21 §3: the owner's text is plain, with paragraphs and links: no script gets in.
describe('a restaurant text on the page', () => {
  it('is paragraphs, line ends and links', () => {
    const { container } = render(
      <FormattedText
        text={'Call [us](tel:+421902123456)\nor see https://quan.sk/menu.\n\nSecond paragraph.'}
      />,
    )
    const paragraphs = container.querySelectorAll('p')
    expect(paragraphs).toHaveLength(2)
    expect(paragraphs[0]!.querySelectorAll('br')).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'us' })).toHaveAttribute('href', 'tel:+421902123456')
    const web = screen.getByRole('link', { name: 'https://quan.sk/menu' })
    expect(web).toHaveAttribute('href', 'https://quan.sk/menu')
    expect(web).toHaveAttribute('rel', 'noopener')
    expect(paragraphs[1]).toHaveTextContent('Second paragraph.')
  })

  it('shows markup as the words it is, and runs none of it', () => {
    const hostile =
      '<script>window.hacked = true</script> <img src=x onerror="window.hacked = true"> ' +
      '<a href="javascript:alert(1)">x</a> &lt;b&gt;bold&lt;/b&gt; &amp;'
    const { container } = render(<FormattedText text={hostile} />)
    expect(container.querySelector('script, img, b')).toBeNull()
    expect(container.querySelectorAll('a')).toHaveLength(0)
    expect(container.querySelector('p')!.textContent).toBe(hostile)
    expect((window as { hacked?: boolean }).hacked).toBeUndefined()
  })

  it('makes no link of javascript:, data: or a disguised scheme', () => {
    const { container } = render(
      <FormattedText
        text={
          '[one](javascript:alert(1)) [two](JAVASCRIPT:alert) [three](data:text/html,<b>) ' +
          '[four](java%0ascript:alert) [five](//evil.example) [six](https://ok.sk"onclick="x)'
        }
      />,
    )
    expect(container.querySelectorAll('a')).toHaveLength(0)
    expect(container.querySelector('[onclick]')).toBeNull()
    expect(container.textContent).toContain('[one](javascript:alert(1))')
  })

  it('is escaped in the server’s HTML too', () => {
    const html = renderToString(
      <FormattedText text={'<script>alert(1)</script>\n\n[a](https://x.sk/?q="><script>)'} />,
    )
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })
})
