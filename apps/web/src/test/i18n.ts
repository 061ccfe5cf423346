import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LANGUAGES, NAMESPACES } from '../i18n/languages'

const files = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
})

/** Every locale file, keyed language → namespace, loaded at once for tests. */
export function allResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {}
  for (const [path, content] of Object.entries(files)) {
    const [, language, namespace] = /locales\/(\w+)\/(\w+)\.json$/.exec(path)!
    resources[language!] ??= {}
    resources[language!]![namespace!] = content
  }
  return resources
}

/** The app's i18next set-up, with every text loaded up front and English active. */
export async function initTestI18n() {
  await i18next.use(initReactI18next).init({
    resources: allResources(),
    lng: 'en',
    supportedLngs: [...LANGUAGES],
    fallbackLng: 'en',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    keySeparator: '.',
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
}
