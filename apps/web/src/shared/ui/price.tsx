import { formatEuroCents } from '@quan/domain/money'

/** A price in euros as SPEC §9 shows it (€12.50, €12; invalid or non-positive shows €0). */
export function Price({ cents, className }: { cents: number; className?: string }) {
  return <span className={className}>{formatEuroCents(cents)}</span>
}
