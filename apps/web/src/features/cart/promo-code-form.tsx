import { toEuros } from '@quan/domain/money'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  checkPromoCode,
  forgetPromo,
  promoDiscountCents,
  rememberPromo,
  useAppliedPromo,
} from '../../shared/promo/applied-promo'
import { minus, usePromoRefusalText } from '../../shared/promo/promo-text'
import { LiveForm } from '../../shared/ui/live-form'
import { useLanguage } from '../../shared/i18n'
import { announce } from '../../shared/ui/announcer'
import { Button } from '../../shared/ui/button'
import { Field } from '../../shared/ui/field'

interface PromoCodeFormProps {
  subtotalCents: number
  feeCents: number
  /** The postal code typed on this page, for a free-delivery code's fee. */
  postalCode: string
}

/**
 * SPEC §2's promo field, now working (issue 11 §4): Submit asks the server whether the code
 * applies to this cart and says what it takes off, or why not. An applied code is remembered
 * for the checkout, and can be removed.
 */
export function PromoCodeForm({ subtotalCents, feeCents, postalCode }: PromoCodeFormProps) {
  const { t } = useTranslation('cart')
  const language = useLanguage()
  const refusalText = usePromoRefusalText()
  const applied = useAppliedPromo()
  const [code, setCode] = useState('')
  const [refusal, setRefusal] = useState('')
  const [checking, setChecking] = useState(false)
  const id = useId()
  const field = useRef<HTMLInputElement>(null)

  function remove() {
    if (applied) announce(t('promo.removed', { code: applied.code }))
    forgetPromo()
    // Remove code goes with the code: the field for another one takes the focus (issue 19 §4.3).
    field.current?.focus()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (checking) return
    const typed = code.trim()
    if (!typed) {
      setRefusal(t('promo.empty'))
      return
    }
    setChecking(true)
    setRefusal('')
    try {
      const answer = await checkPromoCode({
        code: typed,
        subtotal: toEuros(subtotalCents),
        ...(postalCode.trim() ? { postalCode: postalCode.trim() } : {}),
      })
      rememberPromo(answer.data)
      setCode('')
    } catch (error) {
      setRefusal(refusalText(error))
    } finally {
      setChecking(false)
    }
  }

  const discountCents = promoDiscountCents(applied, subtotalCents, feeCents)
  let appliedText = ''
  if (applied) {
    appliedText =
      applied.kind === 'free-delivery'
        ? t('promo.appliedFreeDelivery', { code: applied.code })
        : discountCents > 0
          ? t('promo.applied', { code: applied.code, discount: minus(discountCents, language) })
          : t('promo.appliedBelowMinimum', { code: applied.code })
  }

  return (
    <LiveForm className="sheet cart-promo" onSubmit={submit} aria-busy={checking}>
      <Field
        id={`${id}-code`}
        className="cart-promo-field"
        label={t('promo.label')}
        // The note below says why a code was refused, or what the applied one takes off.
        invalid={Boolean(refusal)}
        describedBy={`${id}-note`}
        after={
          <>
            <p id={`${id}-note`} role="status" className="cart-promo-note">
              {refusal ? (
                <span className="cart-promo-refused">{refusal}</span>
              ) : (
                <span className="text-soft">{appliedText}</span>
              )}
            </p>
            {applied && (
              <button
                type="button"
                className="button button--ghost cart-promo-remove"
                onClick={remove}
              >
                {t('promo.remove', { code: applied.code })}
              </button>
            )}
          </>
        }
      >
        {(control) => (
          <div className="cart-promo-row">
            <input
              ref={field}
              {...control}
              name="promo"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={t('promo.placeholder')}
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value)
                setRefusal('')
              }}
            />
            <Button type="submit" className="button" disabled={checking}>
              {checking ? t('promo.checking') : t('promo.submit')}
            </Button>
          </div>
        )}
      </Field>
    </LiveForm>
  )
}
