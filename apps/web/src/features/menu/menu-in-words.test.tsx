import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it } from 'vitest'
import { sizeOption, wireFood } from '../../test/ordering-fixtures'
import { MenuInWords } from './menu-in-words'

/** The menu in words as a guest without JavaScript reads it: tags gone. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

beforeEach(() => i18next.changeLanguage('en'))

// Issue 19 §2.7: with JavaScript off, the menu in words showed no allergens per dish.
describe('the menu in words', () => {
  it('says each dish’s allergens, what a choice adds, or that they are not stated', () => {
    const size = {
      ...sizeOption,
      choices: sizeOption.choices.map((choice) =>
        choice.code === 'l' ? { ...choice, allergens: ['eggs' as const] } : choice,
      ),
    }
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <MenuInWords
          foods={[
            wireFood({ allergens: ['fish', 'soy'], options: [size] }),
            wireFood({ _id: 'tea', name: 'Trà', nameEN: 'Lotus tea', allergens: [] }),
            wireFood({ _id: 'rolls', name: 'Nem', nameEN: 'Spring rolls', allergens: null }),
          ]}
          categories={[]}
        />
      </QueryClientProvider>,
    )
    const words = text(html)
    expect(words).toContain('Allergens: 4 Fish 6 Soybeans')
    expect(words).toContain('Large (adds: Eggs) €14')
    expect(words).toContain(
      'Lotus tea: €12.50 Rice noodle soup with beef Allergens: Contains none of the 14 allergens',
    )
    expect(words).toContain(
      'Spring rolls: €12.50 Rice noodle soup with beef Allergens: The allergens of this dish have not been stated yet.',
    )
  })
})
