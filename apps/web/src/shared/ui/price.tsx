import { formatEuroCents } from '@quan/domain/money'
import { useLanguage } from '../i18n'

/**
 * A price in euros as SPEC §9 shows it (€12.50, €12; invalid or non-positive shows €0), written
 * as the page's reader writes it (12,50 € in Slovak and Vietnamese).
 */
export function Price({ cents, className }: { cents: number; className?: string }) {
  const language = useLanguage()
  return <span className={className}>{formatEuroCents(cents, language)}</span>
}
