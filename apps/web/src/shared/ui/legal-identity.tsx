import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { emailHref, phoneHref, useRestaurant } from '../restaurant'

/**
 * Who trades (issue 22 §2): the company, its registered address and its IDs from Settings, as
 * the law wants them findable. Only the parts the owner filled in show.
 */
function useLegalParts() {
  const { t } = useTranslation('common')
  const { identity } = useRestaurant()
  const { legal } = identity
  return {
    identity,
    parts: [
      legal.companyName,
      legal.registeredAddress,
      legal.companyId && `${t('legal.companyId')} ${legal.companyId}`,
      legal.taxId && `${t('legal.taxId')} ${legal.taxId}`,
      legal.vatId && `${t('legal.vatId')} ${legal.vatId}`,
    ].filter(Boolean),
  }
}

/** One line for the footer: "Quán s.r.o. · Obchodná 12, Bratislava · IČO 12345678". */
export function LegalLine() {
  const { parts } = useLegalParts()
  if (parts.length === 0) return null
  return (
    <>
      <br />
      {parts.join(' · ')}
    </>
  )
}

/**
 * The full imprint, line by line: on the legal pages with the contacts, on the contact page
 * (which shows them just above) without.
 */
export function Imprint({ withContact = true }: { withContact?: boolean }) {
  const { parts, identity } = useLegalParts()
  const lines = [
    ...parts,
    withContact && identity.phone && <a href={phoneHref(identity.phone)}>{identity.phone}</a>,
    withContact && identity.email && <a href={emailHref(identity.email)}>{identity.email}</a>,
  ].filter(Boolean)
  if (lines.length === 0) return null
  return (
    <address>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </address>
  )
}
