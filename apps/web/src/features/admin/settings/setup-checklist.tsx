import type { SetupState } from '@quan/domain/answers/menu-file'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A new restaurant's first steps (issue 21 §5), each ticked once done; gone once all are. The
 * steps are set in the sections below and in the menu.
 */
export function SetupChecklist({ state }: { state: SetupState }) {
  const { t } = useTranslation('office')
  const id = useId()
  if (state.steps.every((step) => step.done)) return null
  return (
    <section className="office-setup" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('settings.setup.title')}</h3>
      <p>{t('settings.setup.intro')}</p>
      <ul className="office-setup__steps">
        {state.steps.map((step) => (
          <li key={step.id} className={step.done ? 'office-setup__done' : undefined}>
            <span aria-hidden="true">{step.done ? '✓' : '○'}</span>{' '}
            {t(`settings.setup.steps.${step.id}`)}
            <span className="visually-hidden">
              {': '}
              {step.done ? t('settings.setup.done') : t('settings.setup.todo')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
