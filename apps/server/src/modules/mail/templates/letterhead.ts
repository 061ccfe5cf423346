/** What heads the shop's mails once the owner has a logo (issue 21 §2). */
export interface Letterhead {
  /** The logo's mail picture (a PNG: mail readers show no SVG), as an absolute address. */
  logoUrl: string
  logoWidth: number
  logoHeight: number
  /** The restaurant's name: the picture's text where pictures are not shown. */
  name: string
  /** The brand's text tone, for the rule under the logo. */
  colour: string
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The HTML part of a mail: the logo on top, then the mail's own text as it is, paragraph by
 * paragraph, escaped (nothing a guest wrote can become markup). The plain text stays the mail's
 * first part, word for word, for every reader that prefers it.
 */
export function letterHtml(text: string, head: Letterhead): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n')
  return `<!doctype html>
<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#241a15;background:#ffffff">
<div style="max-width:600px;margin:0 auto">
<div style="padding-bottom:12px;border-bottom:3px solid ${escapeHtml(head.colour)}"><img src="${escapeHtml(head.logoUrl)}" alt="${escapeHtml(head.name)}" width="${head.logoWidth}" height="${head.logoHeight}" style="display:block;border:0"></div>
${paragraphs}
</div>
</body></html>`
}
