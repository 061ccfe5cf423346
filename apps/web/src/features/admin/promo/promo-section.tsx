import type { PromoCodeView } from '@quan/domain/answers'
import { formatEuro } from '@quan/domain/money'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFailureText } from '../../../shared/api/error-text'
import { ConfirmDialog } from '../confirm-dialog'
import { useDeletePromoCode, usePromoCodes, useSetPromoActive } from './api'
import { PromoCodeForm } from './promo-code-form'
import './promo.css'
import { useLanguage } from '../../../shared/i18n'
import { Button } from '../../../shared/ui/button'
import { focusFirst, useFocusAfterRender } from '../../../shared/ui/focus'

/** What a code takes off, in words: `10 %`, `€5`, `Free delivery`. */
function useTermsText() {
  const { t } = useTranslation('office')
  const language = useLanguage()
  return (code: PromoCodeView) => {
    const off =
      code.kind === 'percent'
        ? t('promo.list.percentOff', { value: code.value })
        : code.kind === 'fixed'
          ? t('promo.list.amountOff', { amount: formatEuro(code.value, language) })
          : t('promo.kinds.free-delivery')
    const conditions = [
      code.minimumSubtotal !== null &&
        t('promo.list.minimum', { amount: formatEuro(code.minimumSubtotal, language) }),
      (code.validFrom || code.validUntil) &&
        t('promo.list.valid', { from: code.validFrom ?? '…', until: code.validUntil ?? '…' }),
      code.maxUsesPerGuest !== null && t('promo.list.perGuest', { count: code.maxUsesPerGuest }),
      code.firstOrderOnly && t('promo.list.firstOrderOnly'),
      code.fulfilment !== 'any' && t(`promo.fulfilments.${code.fulfilment}`),
    ].filter((part): part is string => Boolean(part))
    return [off, ...conditions].join(' · ')
  }
}

/**
 * The back office's promo codes (issue 11 §4): each code with its terms, uses and the revenue
 * of its orders; create, edit, pause or resume, delete.
 */
export function PromoSection() {
  const { t } = useTranslation('office')
  const language = useLanguage()
  const failureText = useFailureText()
  const termsText = useTermsText()
  const id = useId()
  const codes = usePromoCodes()
  const setActive = useSetPromoActive()
  const remove = useDeletePromoCode()
  const [editing, setEditing] = useState<PromoCodeView | 'new' | null>(null)
  const [deleting, setDeleting] = useState<PromoCodeView | null>(null)
  const [done, setDone] = useState('')
  const [problem, setProblem] = useState('')

  // The form and its Save and Cancel go: focus goes back to the code's row, or New code
  // (issue 19 §4.3).
  const afterRender = useFocusAfterRender()
  function close(code: string | null) {
    setEditing(null)
    afterRender(() =>
      focusFirst(
        code === null ? null : `.office-promo__table tr[data-code="${CSS.escape(code)}"] button`,
        '.office-promo .office-section__head .button',
      ),
    )
  }

  const report = (text: string) => {
    setDone(text)
    setProblem('')
  }
  const fail = (error: unknown) => {
    setProblem(failureText(error))
    setDone('')
  }

  return (
    <section className="office-promo" aria-labelledby={`${id}-title`}>
      <header className="office-section__head">
        <h2 id={`${id}-title`}>{t('promo.title')}</h2>
        <button
          type="button"
          className="button"
          onClick={() => {
            setEditing('new')
            setDone('')
          }}
        >
          {t('promo.new')}
        </button>
      </header>
      <div role="status">{done && <p>{done}</p>}</div>
      <div role="alert">{problem && <p className="alert">{problem}</p>}</div>
      {editing && (
        <div className="sheet office-promo__editor">
          <PromoCodeForm
            key={editing === 'new' ? 'new' : editing.code}
            code={editing === 'new' ? undefined : editing}
            onDone={(saved) => {
              close(saved.code)
              report(t('promo.saved', { code: saved.code }))
            }}
          />
          <button
            type="button"
            className="button button--ghost"
            onClick={() => close(editing === 'new' ? null : editing.code)}
          >
            {t('promo.form.cancel')}
          </button>
        </div>
      )}
      {codes.isPending && <p aria-busy="true">{t('promo.loading')}</p>}
      {codes.error && (
        <p className="alert" role="alert">
          {t('promo.error', { error: failureText(codes.error) })}
        </p>
      )}
      {codes.data && codes.data.length === 0 && <p className="text-soft">{t('promo.empty')}</p>}
      {codes.data && codes.data.length > 0 && (
        <table className="office-promo__table">
          <caption className="visually-hidden">{t('promo.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('promo.list.code')}</th>
              <th scope="col">{t('promo.list.terms')}</th>
              <th scope="col">{t('promo.list.uses')}</th>
              <th scope="col">{t('promo.list.revenue')}</th>
              <th scope="col">{t('promo.list.discounts')}</th>
              <th scope="col">{t('promo.list.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('promo.list.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {codes.data.map((code) => (
              <tr key={code.code} data-code={code.code}>
                <th scope="row" className="office-promo__code">
                  {code.code}
                </th>
                <td data-label={t('promo.list.terms')}>{termsText(code)}</td>
                <td data-label={t('promo.list.uses')}>
                  {code.maxUses === null
                    ? code.uses
                    : t('promo.list.usesOf', { uses: code.uses, max: code.maxUses })}
                </td>
                <td data-label={t('promo.list.revenue')}>{formatEuro(code.revenue, language)}</td>
                <td data-label={t('promo.list.discounts')}>
                  {formatEuro(code.discounts, language)}
                </td>
                <td data-label={t('promo.list.status')}>
                  {code.active ? t('promo.list.active') : t('promo.list.paused')}
                </td>
                <td className="office-promo__actions">
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={t('promo.edit', { code: code.code })}
                    onClick={() => {
                      setEditing(code)
                      setDone('')
                    }}
                  >
                    {t('promo.editShort')}
                  </button>
                  <Button
                    type="button"
                    className="button button--ghost"
                    aria-label={t(code.active ? 'promo.pause' : 'promo.resume', {
                      code: code.code,
                    })}
                    disabled={setActive.isPending}
                    onClick={() =>
                      setActive.mutate(
                        { code: code.code, active: !code.active },
                        {
                          onSuccess: (saved) =>
                            report(
                              t(saved.active ? 'promo.resumed' : 'promo.paused', {
                                code: saved.code,
                              }),
                            ),
                          onError: fail,
                        },
                      )
                    }
                  >
                    {code.active ? t('promo.pauseShort') : t('promo.resumeShort')}
                  </Button>
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={t('promo.delete', { code: code.code })}
                    onClick={() => setDeleting(code)}
                  >
                    {t('promo.deleteShort')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('promo.deleteDialog.title', { code: deleting.code })}
          message={t('promo.deleteDialog.message')}
          confirmLabel={t('promo.deleteDialog.confirm')}
          busyLabel={t('promo.deleteDialog.busy')}
          cancelLabel={t('promo.deleteDialog.cancel')}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.code, {
              onSuccess: (code) => {
                setDeleting(null)
                report(t('promo.deleted', { code }))
              },
              onError: (error) => {
                setDeleting(null)
                fail(error)
              },
            })
          }
        />
      )}
    </section>
  )
}
