import i18next, { type BackendModule } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { readServerState } from '../shared/ssr/state'
import { languageDetector } from './detector'
import {
  DEFAULT_LANGUAGE,
  DETECTION,
  LANGUAGE_KEY,
  LANGUAGES,
  languageToRestore,
  type Language,
} from './languages'

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

/** What the server rendered this page with (none in development, where Vite serves it). */
export const serverState = readServerState()

/**
 * The language chosen on this device before the server knew of it (the cookie came later).
 * Read before i18next starts: starting in the server's language overwrites it.
 */
const chosenHere = localStorage.getItem(LANGUAGE_KEY)

export const i18nReady = i18next
  .use(lazyLocales)
  .use(languageDetector())
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: DEFAULT_LANGUAGE,
    // A server-rendered page starts in the language it was rendered in, with the texts it used,
    // so hydration neither waits nor differs; the rest still loads on demand.
    lng: serverState?.language,
    resources: serverState && { [serverState.language]: serverState.texts },
    partialBundledLanguages: true,
    ns: ['common'],
    defaultNS: 'common',
    keySeparator: '.',
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    // Starting in the server's language must not overwrite the guest's stored choice (which
    // restoreChosenLanguage takes up): on a server-rendered page, only later changes are kept.
    detection: serverState ? { ...DETECTION, caches: [] } : DETECTION,
    react: { useSuspense: true },
  })

/**
 * After hydration: a language chosen on this device that the server did not render in (chosen
 * before the language cookie existed) is taken up again, which also sets the cookie. Resolves
 * once the page is in that language (its texts loaded).
 */
export async function restoreChosenLanguage(): Promise<void> {
  if (!serverState) return
  await i18nReady
  i18next.on('languageChanged', (language) => {
    i18next.services.languageDetector?.cacheUserLanguage?.(language, DETECTION.caches)
  })
  const restore = languageToRestore(chosenHere, serverState.language, offeredLanguages())
  if (restore) {
    // Named first, so that the switch loads every text this page uses before it happens.
    await i18next.loadNamespaces(Object.keys(serverState.texts))
    await i18next.changeLanguage(restore)
  }
}

/** Whether restoreChosenLanguage will switch this server-rendered page to another language. */
export function mustRestoreLanguage(): boolean {
  return !!serverState && !!languageToRestore(chosenHere, serverState.language, offeredLanguages())
}

/** The languages the restaurant offers, as the page's state brings the restaurant. */
function offeredLanguages(): readonly Language[] | undefined {
  const restaurant = serverState?.queries.queries.find(
    (query) => query.queryKey[0] === 'restaurant',
  )
  const data = restaurant?.state.data as { identity?: { languages?: Language[] } } | undefined
  return data?.identity?.languages
}

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language
})

export default i18next
