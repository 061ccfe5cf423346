/**
 * How the HTML part reads a mail's text (issue 22 §3). The text is the mail: the templates write
 * it, the outbox stores it, tests assert it word for word. The HTML part presents that same text
 * and adds nothing to what it says, so the two can never disagree. The templates write their
 * text in a few plain shapes, which this reads back:
 *
 * - a blank line between paragraphs;
 * - `2 x Dish (options): 12,50 EUR` (with the multiplication sign), and under it lines indented
 *   by three spaces: a line of an order, with its details (allergens);
 * - `Label: https://...`: a way to go on, drawn as a button, when the address is the shop's own
 *   (a link a guest typed into a message stays text);
 * - `(...)`, a whole line in brackets: a note on the line above, drawn smaller;
 * - `Label:` alone, followed by lines: a heading over them (an address);
 * - `Label: value`, with a short label and no full stop at the end: drawn with the label in
 *   bold; a paragraph of nothing else is drawn as a table (the totals).
 *
 * Anything else is a line of text as it is. A mail added later in the same shapes (a refund)
 * gets its HTML part with no work.
 */

export type MailLine =
  | { kind: 'text'; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'field'; label: string; value: string }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'item'; quantity: string; name: string; price: string; details: string[] }

export interface MailParagraph {
  lines: MailLine[]
  /** Every line is a `Label: value` field: drawn as a table. */
  table: boolean
}

// The multiplication sign is written as an escape: the server bundle stays ASCII (issue 9).
const ITEM = /^(\d+) \u00d7 (.+): ([^:]+)$/
const DETAIL = /^ {3}(\S.*)$/
const LINK = /^(.{1,80}?): (https?:\/\/\S+)$/
const NOTE = /^\((.+)\)$/
const HEADING = /^([^:]{1,60}):$/
// A label is short and not a sentence: no full stop, comma or bracket in it; and a value that
// ends a sentence makes the line one ('We are sorry: we have had to cancel...').
const FIELD = /^([^:.,()]{1,40}): (.*[^.!?])$/

function readLine(line: string, shopUrl: string): MailLine {
  const item = ITEM.exec(line)
  if (item)
    return { kind: 'item', quantity: item[1]!, name: item[2]!, price: item[3]!, details: [] }
  const link = LINK.exec(line)
  if (link && link[2]!.startsWith(`${shopUrl.replace(/\/+$/, '')}/`)) {
    return { kind: 'link', label: link[1]!, url: link[2]! }
  }
  const note = NOTE.exec(line)
  if (note) return { kind: 'note', text: line }
  const heading = HEADING.exec(line)
  if (heading) return { kind: 'heading', text: heading[1]! }
  const field = FIELD.exec(line)
  if (field) return { kind: 'field', label: field[1]!, value: field[2]! }
  return { kind: 'text', text: line }
}

/** A mail's text as paragraphs of lines of known shapes, in the order it says them. */
export function readMailText(
  text: string,
  /** The shop's public address (PUBLIC_URL): only links to it become buttons. */
  shopUrl: string,
): MailParagraph[] {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.split('\n').filter((line) => line.trim() !== ''))
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => {
      const lines: MailLine[] = []
      for (const line of paragraph) {
        const detail = DETAIL.exec(line)
        const last = lines.at(-1)
        if (detail && last?.kind === 'item') last.details.push(detail[1]!)
        else lines.push(readLine(line.trim(), shopUrl))
      }
      return { lines, table: lines.length > 1 && lines.every((line) => line.kind === 'field') }
    })
}

/**
 * What a mail reader shows beside the subject before it is opened: the first paragraph that is
 * not the greeting (a greeting ends with a comma).
 */
export function previewOf(paragraphs: MailParagraph[]): string {
  const texts = paragraphs.map((paragraph) =>
    paragraph.lines
      .map((line) => ('text' in line ? line.text : 'label' in line ? line.label : line.name))
      .join(' '),
  )
  return (texts.find((text) => !text.endsWith(',')) ?? texts[0] ?? '').slice(0, 140)
}
