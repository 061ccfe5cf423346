import type { ControlProps } from '../../../shared/ui/field'

/** A price in euros as the dish form takes it: cents allowed, above zero, a decimal keypad. */
export function EuroInput({
  control,
  value,
  onChange,
}: {
  control: ControlProps
  value: string
  onChange: (value: string) => void
}) {
  return (
    <input
      {...control}
      type="number"
      step="0.01"
      min="0.01"
      inputMode="decimal"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
