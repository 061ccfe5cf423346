import { textParagraphs, type TextPart } from '@quan/domain/restaurant/text-format'
import { Fragment } from 'react'

interface FormattedTextProps {
  /** The owner's text, in the shop's text format: paragraphs and links, no HTML. */
  text: string
  /** Each paragraph's class. */
  className?: string
  /** The text's language, where it is not the page's. */
  lang?: string
}

function Part({ part }: { part: TextPart }) {
  if (part.kind === 'text') return part.text
  // A page elsewhere gets no hold on the shop's window.
  return (
    <a href={part.href} rel={/^https?:/i.test(part.href) ? 'noopener' : undefined}>
      {part.label}
    </a>
  )
}

/**
 * The restaurant's own text (issue 21 §3) as paragraphs with links. Every part goes into the
 * page as text or as an href React sets, never as markup: whatever the owner typed, `<script>`
 * and `onerror=` are words on the page, and only http(s), mailto: and tel: become links.
 */
export function FormattedText({ text, className, lang }: FormattedTextProps) {
  return textParagraphs(text).map((lines, index) => (
    <p key={index} className={className} lang={lang}>
      {lines.map((parts, row) => (
        <Fragment key={row}>
          {row > 0 && <br />}
          {parts.map((part, at) => (
            <Part key={at} part={part} />
          ))}
        </Fragment>
      ))}
    </p>
  ))
}
