import { createInstance, type i18n } from 'i18next'
import { DEFAULT_LANGUAGE, LANGUAGES, NAMESPACES, type Language } from './languages'

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
})

type Texts = Record<string, Record<string, unknown>>

/** Every text of every language, in the server's bundle (about 100 KB, read once). */
const resources: Record<string, Texts> = {}
for (const [file, content] of Object.entries(files)) {
  const [, language, namespace] = /locales\/(\w+)\/(\w+)\.json$/.exec(file)!
  resources[language!] ??= {}
  resources[language!]![namespace!] = content
}

const instances = new Map<Language, i18n>()

function instanceFor(language: Language): i18n {
  let instance = instances.get(language)
  if (!instance) {
    instance = createInstance()
    // Synchronous: every text is already here.
    void instance.init({
      resources,
      lng: language,
      supportedLngs: [...LANGUAGES],
      fallbackLng: DEFAULT_LANGUAGE,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      keySeparator: '.',
      nsSeparator: ':',
      interpolation: { escapeValue: false },
      initAsync: false,
      react: { useSuspense: false },
    })
    instances.set(language, instance)
  }
  return instance
}

/**
 * An i18next of one render's own: it shares the language's texts but records which namespaces
 * this page used, so that the page hands exactly those to the browser.
 */
export function renderI18n(language: Language): i18n {
  return instanceFor(language).cloneInstance({ initAsync: false })
}

/** The texts of `namespaces` in `language`. */
export function textsOf(language: Language, namespaces: readonly string[]): Texts {
  const texts: Texts = {}
  for (const namespace of namespaces) {
    const content = resources[language]?.[namespace]
    if (content) texts[namespace] = content
  }
  return texts
}
