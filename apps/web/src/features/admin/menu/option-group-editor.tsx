import { Field } from '../../../shared/ui/field'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PricingMode } from '@quan/domain/food'
import {
  LIMITS,
  moved,
  newChoice,
  textKey,
  tabTexts,
  type ChoiceDraft,
  type GroupDraft,
} from './dish-draft'
import { LanguageTabs } from '../language-tabs'
import { AllergenChecks } from './allergen-checks'
import { ImageUpload } from './image-upload'
import { Button } from '../../../shared/ui/button'

export interface GroupEditorProps {
  group: GroupDraft
  index: number
  count: number
  idPrefix: string
  errorOf(path: string): ReactNode
  /** The error of the field under `path`, in words ('' for none). */
  field(path: string): { error: string }
  fieldProps(path: string): {
    id: string
    'aria-invalid'?: boolean
    'aria-describedby'?: string
  }
  /** With a path, a field's edit (its error is cleared); without, a change of rows. */
  onChange(change: (group: GroupDraft) => GroupDraft, path?: string): void
  onChoice(choiceKey: string, patch: Partial<ChoiceDraft>, path: string): void
  onMove(step: -1 | 1): void
  onRemove(): void
  onUploading(busy: boolean): void
  focusLater(id: string): void
}

/** One option group: its name, how its prices count, and its choices in order. */
export function GroupEditor(props: GroupEditorProps) {
  const { group, index, count, idPrefix, errorOf, onChange, focusLater } = props
  const { t } = useTranslation('admin')
  const at = `options.${index}`
  const number = index + 1
  const name = group.name.trim() || t('menu.form.groupUnnamed')
  const modes: PricingMode[] = ['override', 'add']

  // Ids follow the keys rather than the indexes, so that a control can be found after a move.
  const fieldOf = (path: string, own: string) => ({
    id: `${idPrefix}-${own}`,
    error: props.field(path).error,
  })

  function moveChoice(choiceKey: string, step: -1 | 1) {
    focusLater(`${idPrefix}-c${choiceKey}-${step < 0 ? 'up' : 'down'}`)
    onChange((current) => ({
      ...current,
      choices: moved(
        current.choices,
        current.choices.findIndex((choice) => choice.key === choiceKey),
        step,
      ),
    }))
  }

  function removeChoice(choiceKey: string) {
    focusLater(`${idPrefix}-add`)
    onChange((current) => {
      const choices = current.choices.filter((choice) => choice.key !== choiceKey)
      // The default moves to the first choice left rather than to nothing.
      const defaultKey =
        current.defaultKey === choiceKey ? (choices[0]?.key ?? '') : current.defaultKey
      return { ...current, choices, defaultKey }
    })
  }

  // The group's own errors (no choice, no default) are read out with the group.
  const groupErrors = [`${at}.choices`, `${at}.defaultChoiceCode`]
    .map((path) => props.fieldProps(path)['aria-describedby'])
    .filter(Boolean)
    .join(' ')

  return (
    <fieldset className="admin-group" aria-describedby={groupErrors || undefined}>
      <legend>{t('menu.form.groupLegend', { number, name })}</legend>
      <Field
        {...fieldOf(`${at}.name`, 'name')}
        label={t('menu.form.groupName')}
        after={
          <LanguageTabs
            idPrefix={`${idPrefix}-name`}
            label={t('menu.form.groupName')}
            values={tabTexts(group, 'name')}
            onChange={(language, value) =>
              onChange((current) => ({ ...current, [textKey('name', language)]: value }))
            }
            maxLength={LIMITS.groupName}
          />
        }
      >
        {(control) => (
          <input
            {...control}
            required
            maxLength={LIMITS.groupName}
            value={group.name}
            onChange={(event) => {
              const value = event.target.value
              onChange((current) => ({ ...current, name: value }), `${at}.name`)
            }}
          />
        )}
      </Field>

      <fieldset className="admin-group__mode">
        <legend>{t('menu.form.pricingMode')}</legend>
        {modes.map((mode) => (
          <label key={mode} className="admin-check">
            <input
              type="radio"
              name={`${idPrefix}-mode`}
              value={mode}
              checked={group.pricingMode === mode}
              onChange={() =>
                onChange((current) => ({ ...current, pricingMode: mode }), `${at}.pricingMode`)
              }
            />
            {t(`menu.form.mode.${mode}`)}
          </label>
        ))}
        <p className="admin-dish__hint">{t(`menu.form.modeHint.${group.pricingMode}`)}</p>
        {errorOf(`${at}.pricingMode`)}
      </fieldset>

      <ol className="admin-choices">
        {group.choices.map((choice, c) => {
          const where = `${at}.choices.${c}`
          const label = choice.label.trim() || t('menu.form.choiceNumber', { number: c + 1 })
          return (
            <li key={choice.key}>
              <fieldset className="admin-choice">
                <legend>{t('menu.form.choiceLegend', { number: c + 1, label })}</legend>
                <label className="admin-check">
                  <input
                    type="radio"
                    name={`${idPrefix}-default`}
                    checked={group.defaultKey === choice.key}
                    onChange={() =>
                      onChange(
                        (current) => ({ ...current, defaultKey: choice.key }),
                        `${at}.defaultChoiceCode`,
                      )
                    }
                  />
                  {t('menu.form.defaultChoice')}
                </label>
                <div className="admin-choice__fields">
                  <Field
                    {...fieldOf(`${where}.code`, `c${choice.key}-code`)}
                    label={t('menu.form.choiceCode')}
                  >
                    {(control) => (
                      <input
                        {...control}
                        required
                        maxLength={LIMITS.code}
                        value={choice.code}
                        onChange={(event) =>
                          props.onChoice(choice.key, { code: event.target.value }, `${where}.code`)
                        }
                      />
                    )}
                  </Field>
                  <Field
                    {...fieldOf(`${where}.label`, `c${choice.key}-label`)}
                    label={t('menu.form.choiceLabel')}
                    after={
                      <LanguageTabs
                        idPrefix={`${idPrefix}-c${choice.key}-label`}
                        label={t('menu.form.choiceLabel')}
                        values={tabTexts(choice, 'label')}
                        onChange={(language, value) =>
                          props.onChoice(
                            choice.key,
                            { [textKey('label', language)]: value },
                            `${where}.label`,
                          )
                        }
                        maxLength={LIMITS.label}
                      />
                    }
                  >
                    {(control) => (
                      <input
                        {...control}
                        required
                        maxLength={LIMITS.label}
                        value={choice.label}
                        onChange={(event) =>
                          props.onChoice(
                            choice.key,
                            { label: event.target.value },
                            `${where}.label`,
                          )
                        }
                      />
                    )}
                  </Field>
                  <Field
                    {...fieldOf(`${where}.price`, `c${choice.key}-price`)}
                    label={t(`menu.form.choicePrice.${group.pricingMode}`)}
                  >
                    {(control) => (
                      <input
                        {...control}
                        type="number"
                        step="0.01"
                        min={group.pricingMode === 'override' ? '0.01' : '0'}
                        inputMode="decimal"
                        required
                        value={choice.price}
                        onChange={(event) =>
                          props.onChoice(
                            choice.key,
                            { price: event.target.value },
                            `${where}.price`,
                          )
                        }
                      />
                    )}
                  </Field>
                </div>
                <ImageUpload
                  compact
                  label={t('menu.form.choiceImage')}
                  image={choice.image}
                  onChange={(image) => props.onChoice(choice.key, { image }, `${where}.image`)}
                  onBusyChange={props.onUploading}
                />
                {errorOf(`${where}.image`)}
                <details className="admin-choice__allergens">
                  <summary>
                    {t('menu.form.choiceAllergens', { count: choice.allergens.length })}
                  </summary>
                  <AllergenChecks
                    idPrefix={`${idPrefix}-c${choice.key}-allergen`}
                    chosen={choice.allergens}
                    onChange={(allergens) =>
                      props.onChoice(choice.key, { allergens }, `${where}.allergens`)
                    }
                  />
                </details>
                {errorOf(`${where}.allergens`)}
                <div className="admin-row-actions">
                  <button
                    id={`${idPrefix}-c${choice.key}-up`}
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={t('menu.form.moveChoiceUp', { label })}
                    aria-disabled={c === 0}
                    onClick={() => c > 0 && moveChoice(choice.key, -1)}
                  >
                    {t('menu.moveUp')}
                  </button>
                  <button
                    id={`${idPrefix}-c${choice.key}-down`}
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={t('menu.form.moveChoiceDown', { label })}
                    aria-disabled={c === group.choices.length - 1}
                    onClick={() => c < group.choices.length - 1 && moveChoice(choice.key, 1)}
                  >
                    {t('menu.moveDown')}
                  </button>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={t('menu.form.removeChoice', { label })}
                    onClick={() => removeChoice(choice.key)}
                  >
                    {t('menu.remove')}
                  </button>
                </div>
              </fieldset>
            </li>
          )
        })}
      </ol>
      {errorOf(`${at}.choices`)}
      {errorOf(`${at}.defaultChoiceCode`)}

      <div className="admin-row-actions">
        <Button
          id={`${idPrefix}-add`}
          type="button"
          className="button button--ghost button--small"
          disabled={group.choices.length >= LIMITS.choices}
          onClick={() => {
            const choice = newChoice()
            focusLater(`${idPrefix}-c${choice.key}-code`)
            onChange((current) => ({
              ...current,
              choices: [...current.choices, choice],
              defaultKey: current.choices.length === 0 ? choice.key : current.defaultKey,
            }))
          }}
        >
          {t('menu.form.addChoice', { name })}
        </Button>
        <button
          id={`${idPrefix}-up`}
          type="button"
          className="button button--ghost button--small"
          aria-label={t('menu.form.moveGroupUp', { name })}
          aria-disabled={index === 0}
          onClick={() => index > 0 && props.onMove(-1)}
        >
          {t('menu.moveUp')}
        </button>
        <button
          id={`${idPrefix}-down`}
          type="button"
          className="button button--ghost button--small"
          aria-label={t('menu.form.moveGroupDown', { name })}
          aria-disabled={index === count - 1}
          onClick={() => index < count - 1 && props.onMove(1)}
        >
          {t('menu.moveDown')}
        </button>
        <button
          type="button"
          className="button button--ghost button--small admin-danger-text"
          onClick={props.onRemove}
        >
          {t('menu.form.removeGroup', { name })}
        </button>
      </div>
    </fieldset>
  )
}
