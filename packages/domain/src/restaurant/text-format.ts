/**
 * The restaurant's own texts (issue 21 §3) are plain text with two kinds of markup and no HTML:
 * - a blank line starts a new paragraph (a single line end stays a line end);
 * - a link is written `[label](https://…)`, or a bare `https://…` address.
 * Only http(s), mailto: and tel: links become links; any other `[label](target)` stays text as
 * written, and the settings' schema refuses it so the owner hears why (words.ts). What looks like HTML is
 * text: the web puts every part in the page as text or as an href, never as markup.
 *
 * No zod here: the guest pages import this module.
 */

export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; label: string; href: string }

/** A paragraph: its lines, each a run of text and links. */
export type TextParagraph = TextPart[][]

/** The links a guest may follow: web pages, an e-mail, a phone number. */
const SAFE_TARGET =
  /^(?:https?:\/\/[^\s()<>"'`\\]+|mailto:[^\s()<>"'`\\:/]+@[^\s()<>"'`\\]+|tel:\+?[0-9][0-9 ().-]{2,30})$/i

/** Whether `target` is a link the shop will make: http(s), mailto: or tel:, nothing else. */
export function isSafeLinkTarget(target: string): boolean {
  return SAFE_TARGET.test(target)
}

/**
 * `[label](target)` with a target of no spaces and no parentheses, or a bare http(s) address.
 * The label may not hold brackets, so `[a [b](c)` reads its link as `[b](c)`.
 */
const LINKISH = /\[([^[\]\n]{1,200})\]\(([^()\s]{1,2000})\)|https?:\/\/[^\s<>"'`]+/gi

/** What closes a sentence after an address is not part of it: "see https://x.sk." */
const TRAILING_PUNCTUATION = /[.,;:!?)\]'"]+$/

/** One line of text as its runs of text and links. */
export function lineParts(line: string): TextPart[] {
  const parts: TextPart[] = []
  const pushText = (text: string) => {
    if (!text) return
    const last = parts[parts.length - 1]
    if (last?.kind === 'text') last.text += text
    else parts.push({ kind: 'text', text })
  }
  let at = 0
  for (const match of line.matchAll(LINKISH)) {
    const start = match.index
    pushText(line.slice(at, start))
    const [whole, label, target] = match
    if (label !== undefined && target !== undefined) {
      if (isSafeLinkTarget(target) && label.trim()) {
        parts.push({ kind: 'link', label: label.trim(), href: target })
      } else {
        pushText(whole)
      }
      at = start + whole.length
    } else {
      const address = whole.replace(TRAILING_PUNCTUATION, '')
      if (isSafeLinkTarget(address)) parts.push({ kind: 'link', label: address, href: address })
      else pushText(address)
      at = start + address.length
    }
  }
  pushText(line.slice(at))
  return parts
}

/** The text's paragraphs (split on blank lines), each as lines of runs; none when blank. */
export function textParagraphs(text: string): TextParagraph[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .map(lineParts),
    )
}
