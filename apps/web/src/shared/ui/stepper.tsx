import { MAX_LINE_QUANTITY } from '@quan/domain/cart'
import { useTranslation } from 'react-i18next'

interface StepperProps {
  quantity: number
  /** The dish's name, so each button says what it changes. */
  name: string
  onDecrease(): void
  onIncrease(): void
  className?: string
}

/** − count + for one cart line; the plus stops at the line's quantity cap. */
export function Stepper({ quantity, name, onDecrease, onIncrease, className }: StepperProps) {
  const { t } = useTranslation('common')
  const atMax = quantity >= MAX_LINE_QUANTITY
  return (
    <div
      className={`stepper ${className ?? ''}`}
      role="group"
      aria-label={t('stepper.quantity', { name })}
    >
      <button
        type="button"
        className="stepper__button"
        aria-label={t('stepper.decrease', { name })}
        onClick={onDecrease}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="stepper__count" aria-live="polite">
        {quantity}
      </output>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('stepper.increase', { name })}
        // aria-disabled rather than disabled: a disabled button drops the keyboard focus to the
        // page body the moment the cap is reached (WCAG 2.4.3).
        aria-disabled={atMax || undefined}
        onClick={() => {
          if (!atMax) onIncrease()
        }}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  )
}
