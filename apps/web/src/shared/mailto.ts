/**
 * A `mailto:` link to one address. The address is encoded whole (its @ kept readable), so a `?`,
 * `&` or `%` in an address stored before the schema refused them cannot add a bcc or a cc to the
 * owner's Reply (issue 19 §1.8); the subject is encoded too.
 */
export function mailtoHref(address: string, { subject }: { subject?: string } = {}): string {
  const to = encodeURIComponent(address).replace(/%40/g, '@')
  return subject ? `mailto:${to}?subject=${encodeURIComponent(subject)}` : `mailto:${to}`
}
