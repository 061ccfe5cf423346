import type { RestaurantIdentity } from '@quan/domain'

/**
 * Who a mail's HTML part is from (issues 21 §2, 22 §3): the restaurant as set up in Settings
 * when the mail is sent, so a logo or a legal identity changed after a mail was queued heads
 * and signs it already.
 */
export interface Letterhead {
  /** The restaurant's name: the header without a logo, the logo's text where pictures are off. */
  name: string
  /** 'Obchodná 12, 811 06 Bratislava'. */
  address: string
  /** The public phone and e-mail (empty: not shown). */
  phone: string
  email: string
  /** Who trades (issue 22 §2): each part shown in the footer only when filled in. */
  legal: RestaurantIdentity['legal']
  /** The brand's tone, at AA contrast with white: the rule under the header and the buttons. */
  colour: string
  /** The logo's mail picture (a PNG: mail readers show no SVG) at the shop's address, if any. */
  logo: { url: string; width: number; height: number } | null
}
