import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { languageDetector } from '../../i18n/detector'
import { DETECTION, LANGUAGE_KEY, LANGUAGES, type Language } from '../../i18n/languages'
import { allResources } from '../../test/i18n'
import { LANGUAGE_MENU_BLUR_MS, LanguageSwitcher } from './language-switcher'

/** The app's detection set-up (local storage, then the browser; cached in local storage). */
async function renderSwitcher(offered: readonly Language[] = LANGUAGES) {
  const i18n = i18next.createInstance()
  await i18n
    .use(languageDetector())
    .use(initReactI18next)
    .init({
      resources: allResources(),
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: 'en',
      ns: ['common'],
      defaultNS: 'common',
      detection: DETECTION,
      react: { useSuspense: false },
    })
  render(
    <I18nextProvider i18n={i18n}>
      <LanguageSwitcher offered={offered} />
      <button type="button">elsewhere</button>
    </I18nextProvider>,
  )
  return i18n
}

afterEach(() => {
  vi.useRealTimers()
})

describe('language switcher', () => {
  it('shows the flags and the codes VI, EN and SK', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'en')
    await renderSwitcher()
    const toggle = screen.getByRole('button', { name: 'Language: English. Change language' })
    expect(toggle).toHaveTextContent('EN')
    expect(toggle.querySelector('svg.flag')).not.toBeNull()
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const choices = screen.getAllByRole('button', { name: /^(VI|EN|SK) / })
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'VI Tiếng Việt',
      'EN English',
      'SK Slovenčina',
    ])
    for (const choice of choices) expect(choice.querySelector('svg.flag')).not.toBeNull()
    expect(screen.getByRole('button', { name: 'EN English' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })

  it('offers only the languages the restaurant offers (issue 21 §1)', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'sk')
    await renderSwitcher(['sk', 'vi'])
    await userEvent.click(screen.getByRole('button', { expanded: false }))
    expect(
      screen.getAllByRole('button', { name: /^(VI|EN|SK) / }).map((choice) => choice.textContent),
    ).toEqual(['VI Tiếng Việt', 'SK Slovenčina'])
  })

  it('changes the language and caches the choice in local storage', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'en')
    const i18n = await renderSwitcher()
    await userEvent.click(
      screen.getByRole('button', { name: 'Language: English. Change language' }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'SK Slovenčina' }))
    expect(i18n.language).toBe('sk')
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('sk')
    const toggle = screen.getByRole('button', { name: 'Jazyk: Slovenčina. Zmeniť jazyk' })
    expect(toggle).toHaveTextContent('SK')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens in English for a cached language the shop does not have, whatever the browser’s (issue 19 §3)', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'xx')
    vi.stubGlobal('navigator', { ...navigator, language: 'vi-VN', languages: ['vi-VN', 'vi'] })
    const i18n = await renderSwitcher()
    expect(i18n.resolvedLanguage).toBe('en')
    expect(
      screen.getByRole('button', { name: 'Language: English. Change language' }),
    ).toHaveTextContent('EN')
  })

  it('follows the browser when nothing is cached', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'vi-VN', languages: ['vi-VN', 'vi'] })
    const i18n = await renderSwitcher()
    expect(i18n.resolvedLanguage).toBe('vi')
  })

  it('opens in the language cached by an earlier visit', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'vi')
    await renderSwitcher()
    expect(
      screen.getByRole('button', { name: 'Ngôn ngữ: Tiếng Việt. Đổi ngôn ngữ' }),
    ).toHaveTextContent('VI')
  })

  it('closes 150 ms after focus leaves it', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'en')
    await renderSwitcher()
    const toggle = screen.getByRole('button', { name: 'Language: English. Change language' })
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    vi.useFakeTimers()
    act(() => screen.getByRole('button', { name: 'elsewhere' }).focus())
    act(() => vi.advanceTimersByTime(LANGUAGE_MENU_BLUR_MS - 1))
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    act(() => vi.advanceTimersByTime(1))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(LANGUAGE_MENU_BLUR_MS).toBe(150)
  })

  it('closes on Escape, back on its button', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'en')
    await renderSwitcher()
    const toggle = screen.getByRole('button', { name: 'Language: English. Change language' })
    await userEvent.click(toggle)
    await userEvent.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  it('stays open while focus moves between its own choices', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'en')
    await renderSwitcher()
    const toggle = screen.getByRole('button', { name: 'Language: English. Change language' })
    await userEvent.click(toggle)
    vi.useFakeTimers()
    act(() => screen.getByRole('button', { name: 'VI Tiếng Việt' }).focus())
    act(() => vi.advanceTimersByTime(LANGUAGE_MENU_BLUR_MS))
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
  })
})
