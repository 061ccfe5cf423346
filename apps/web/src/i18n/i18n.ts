import i18next, { type BackendModule } from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, DETECTION, LANGUAGES } from './languages'

const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json')

/** Loads locales/{lng}/{ns}.json on demand, each as its own small chunk. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = files[`./locales/${language}/${namespace}.json`]
    if (!load) return callback(new Error(`No ${language}/${namespace} translations`), false)
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    )
  },
}

export const i18nReady = i18next
  .use(lazyLocales)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['common'],
    defaultNS: 'common',
    keySeparator: '.',
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    detection: DETECTION,
    react: { useSuspense: true },
  })

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language
})

export default i18next
