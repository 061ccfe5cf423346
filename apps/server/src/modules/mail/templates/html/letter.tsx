/** @jsxImportSource ./react */
import type { Language } from '../../../../lib/language'
import type { Letterhead } from '../letterhead'
import { previewOf, readMailText, type MailLine, type MailParagraph } from './blocks'
import type { MailKit } from './kit'
import { FOOTER_WORDS } from './words'

export interface LetterProps {
  /** React Email's components, loaded with the first mail (kit.ts). */
  kit: MailKit
  language: Language
  subject: string
  /** The mail's text, its plain part word for word; the HTML presents it (see blocks.ts). */
  text: string
  head: Letterhead
  /** The shop's public address (PUBLIC_URL). */
  shopUrl: string
  /** A guest's mail is signed with the seller's legal identity; the restaurant's own is not. */
  toGuest: boolean
}

// Light by default, never pure black on pure white; dark where the reader asks for it. The
// header stays light in both, so that a logo drawn for a light page stays visible.
const INK = '#241a15'
const MUTED = '#5f524a'
const PAGE = '#f6f1ec'
const CARD = '#ffffff'
const RULE = '#e8dfd8'
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

/** Mail readers that honour the reader's dark mode (Apple Mail, iOS, Outlook.com) read this. */
const DARK_CSS = `:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (prefers-color-scheme: dark){
.page,.page>table>tbody>tr>td{background-color:#17120f!important}
.card{background-color:#231c18!important}
.ink{color:#f3ece6!important}
.muted{color:#cbbfb6!important}
.rule{border-color:#3d322b!important}
}
[data-ogsc] .ink{color:#f3ece6!important}
[data-ogsc] .muted{color:#cbbfb6!important}
[data-ogsb] .page,[data-ogsb] .page>table>tbody>tr>td{background-color:#17120f!important}
[data-ogsb] .card{background-color:#231c18!important}`

const line = { margin: 0, fontSize: '15px', lineHeight: '22px', color: INK }
const small = { margin: 0, fontSize: '13px', lineHeight: '19px', color: MUTED }

/** The mail as HTML: the restaurant's header, the text's paragraphs, the seller's footer. */
export function Letter({ kit, language, subject, text, head, shopUrl, toGuest }: LetterProps) {
  const { Html, Head, Body, Container, Section, Heading, Preview } = kit
  const paragraphs = readMailText(text, shopUrl)
  return (
    <Html lang={language} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{subject}</title>
        <style dangerouslySetInnerHTML={{ __html: DARK_CSS }} />
      </Head>
      <Preview>{previewOf(paragraphs)}</Preview>
      <Body className="page" style={{ margin: 0, padding: '16px 8px', backgroundColor: PAGE }}>
        <Container
          className="card"
          style={{
            width: '100%',
            maxWidth: '600px',
            backgroundColor: CARD,
            borderRadius: '8px',
            fontFamily: FONT,
          }}
        >
          <Header kit={kit} head={head} />
          <Section style={{ padding: '8px 24px 8px' }}>
            <Heading
              as="h1"
              className="ink"
              style={{ fontSize: '20px', lineHeight: '28px', margin: '16px 0', color: INK }}
            >
              {subject}
            </Heading>
            {paragraphs.map((paragraph, index) => (
              <Section key={index} style={{ margin: '0 0 16px' }}>
                <Paragraph kit={kit} paragraph={paragraph} colour={head.colour} />
              </Section>
            ))}
          </Section>
          {toGuest ? <Footer kit={kit} head={head} language={language} shopUrl={shopUrl} /> : null}
        </Container>
      </Body>
    </Html>
  )
}

/** The logo (the shop's own picture), or the restaurant's name in the brand's tone. */
function Header({ kit: { Section, Img, Text }, head }: { kit: MailKit; head: Letterhead }) {
  return (
    <Section
      style={{
        padding: '20px 24px 16px',
        backgroundColor: CARD,
        borderRadius: '8px 8px 0 0',
        borderBottom: `4px solid ${head.colour}`,
      }}
    >
      {head.logo ? (
        <Img
          src={head.logo.url}
          alt={head.name}
          width={head.logo.width}
          height={head.logo.height}
          style={{ display: 'block', border: 0, maxWidth: '100%', height: 'auto' }}
        />
      ) : (
        <Text
          style={{
            margin: 0,
            fontSize: '22px',
            lineHeight: '28px',
            fontWeight: 700,
            color: head.colour,
          }}
        >
          {head.name}
        </Text>
      )}
    </Section>
  )
}

interface ParagraphProps {
  kit: MailKit
  paragraph: MailParagraph
  /** The buttons' colour: the brand's tone. */
  colour: string
}

function Paragraph({ kit, paragraph, colour }: ParagraphProps) {
  const { Row, Column, Text } = kit
  if (paragraph.table) {
    return paragraph.lines.map((field, index) =>
      field.kind === 'field' ? (
        <Row key={index}>
          <Column
            className="muted"
            style={{ ...small, fontSize: '15px', lineHeight: '22px', paddingRight: '12px' }}
          >
            {field.label}
          </Column>
          <Column className="ink" align="right" style={{ ...line, fontWeight: 600 }}>
            {field.value}
          </Column>
        </Row>
      ) : null,
    )
  }
  return paragraph.lines.map((item, index) => {
    switch (item.kind) {
      case 'item':
        return (
          <Row key={index} style={{ marginBottom: '6px' }}>
            <Column className="ink" style={{ ...line, verticalAlign: 'top' }}>
              {`${item.quantity} \u00d7 ${item.name}`}
              {item.details.map((detail, at) => (
                <Text key={at} className="muted" style={small}>
                  {detail}
                </Text>
              ))}
            </Column>
            <Column
              className="ink"
              align="right"
              style={{ ...line, verticalAlign: 'top', whiteSpace: 'nowrap', paddingLeft: '12px' }}
            >
              {item.price}
            </Column>
          </Row>
        )
      case 'link':
        return (
          <Text key={index} style={{ margin: '8px 0' }}>
            <Action kit={kit} link={item} colour={colour} />
          </Text>
        )
      default:
        return <Words key={index} kit={kit} item={item} />
    }
  })
}

interface ActionProps {
  kit: MailKit
  link: { label: string; url: string }
  colour: string
}

/** A way to go on (follow the order, book again): white on the brand's tone, AA by brandTones. */
function Action({ kit: { Button }, link, colour }: ActionProps) {
  return (
    <Button
      href={link.url}
      style={{
        backgroundColor: colour,
        color: '#ffffff',
        padding: '12px 20px',
        borderRadius: '6px',
        fontSize: '15px',
        fontWeight: 600,
        textDecoration: 'none',
      }}
    >
      {link.label}
    </Button>
  )
}

function Words({
  kit: { Text },
  item,
}: {
  kit: MailKit
  item: Exclude<MailLine, { kind: 'item' | 'link' }>
}) {
  switch (item.kind) {
    case 'heading':
      return (
        <Text className="ink" style={{ ...line, fontWeight: 700 }}>
          {item.text}
        </Text>
      )
    case 'note':
      return (
        <Text className="muted" style={small}>
          {item.text}
        </Text>
      )
    case 'field':
      // One text each: React marks where two texts meet, which a reader's copy would keep.
      return (
        <Text className="ink" style={line}>
          <strong>{`${item.label}:`}</strong>
          {` ${item.value}`}
        </Text>
      )
    default:
      return (
        <Text className="ink" style={line}>
          {item.text}
        </Text>
      )
  }
}

interface FooterProps {
  kit: MailKit
  head: Letterhead
  language: Language
  shopUrl: string
}

/** The seller, as EU law wants a trader named (issue 22 §2): only what the owner filled in. */
function Footer({ kit: { Section, Text, Link }, head, language, shopUrl }: FooterProps) {
  const words = FOOTER_WORDS[language]
  const { legal } = head
  const seller = [legal.companyName, legal.registeredAddress].filter(Boolean).join(', ')
  const numbers = [
    legal.companyId && `${words.companyId}: ${legal.companyId}`,
    legal.taxId && `${words.taxId}: ${legal.taxId}`,
    legal.vatId && `${words.vatId}: ${legal.vatId}`,
  ].filter(Boolean)
  const contact = [
    head.phone && `${words.phone}: ${head.phone}`,
    head.email && `${words.email}: ${head.email}`,
  ].filter(Boolean)
  const host = shopUrl.replace(/^https?:\/\//, '').replace(/\/+$/, '')
  return (
    <Section className="rule" style={{ padding: '16px 24px 20px', borderTop: `1px solid ${RULE}` }}>
      {seller ? (
        <Text className="muted" style={small}>
          {`${words.seller}: ${seller}`}
        </Text>
      ) : null}
      {numbers.length > 0 ? (
        <Text className="muted" style={small}>
          {numbers.join(' \u00b7 ')}
        </Text>
      ) : null}
      {contact.length > 0 ? (
        <Text className="muted" style={small}>
          {contact.join(' \u00b7 ')}
        </Text>
      ) : null}
      <Text className="muted" style={small}>
        <Link
          href={shopUrl}
          className="muted"
          style={{ color: MUTED, textDecoration: 'underline' }}
        >
          {host}
        </Link>
      </Text>
    </Section>
  )
}
