import { DEMO_WORDS } from '@quan/domain/restaurant/demo-words'
import type { RestaurantWords } from '@quan/domain/restaurant/words'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../../test/mock-api'
import { officeBasics } from '../../../test/office-fixtures'
import { renderWithProviders } from '../../../test/render'
import { WordsSettings } from './words-editor'

// Issue 21 §3: the restaurant's words, edited in Settings in each language.

const demo = (): RestaurantWords => structuredClone(DEMO_WORDS)

function renderWords(
  words: RestaurantWords = demo(),
  save: Parameters<typeof mockApi>[0][string] = (body) => ({
    success: true,
    message: 'Texts saved',
    data: body,
  }),
  language?: 'vi' | 'sk',
) {
  const calls = mockApi({
    ...officeBasics,
    'GET /api/admin/restaurant/words': () => ({ success: true, message: 'Texts', data: words }),
    'PUT /api/admin/restaurant/words': save,
  })
  renderWithProviders(<WordsSettings />, {
    token: 'admin-token',
    ...(language ? { language } : {}),
  })
  const puts = () =>
    calls.filter((call) => call.method === 'PUT').map((call) => call.body as RestaurantWords)
  return { user: userEvent.setup(), puts }
}

const form = () => screen.findByRole('form', { name: 'Texts' })
const panel = (name: RegExp) => screen.getByRole('tabpanel', { name })

describe('the restaurant’s texts in Settings', () => {
  it('shows each language on its own tab and saves a change made on one', async () => {
    const { user, puts } = renderWords()
    const texts = await form()
    expect(within(texts).getByRole('tab', { name: 'Vietnamese' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(within(panel(/Vietnamese/)).getByLabelText('Small line above the title')).toHaveValue(
      'Bếp Việt · Bratislava',
    )
    await user.click(within(texts).getByRole('tab', { name: 'Slovak' }))
    const sk = panel(/Slovak/)
    const aboutTitle = within(
      within(sk).getByRole('group', { name: 'About story' }),
    ).getAllByLabelText('Title')[0]!
    expect(aboutTitle).toHaveValue('Kúsok Hanoja na Obchodnej ulici')
    await user.clear(aboutTitle)
    await user.type(aboutTitle, 'Phở Hà Nội v Košiciach')
    await user.click(within(texts).getByRole('button', { name: 'Save texts' }))
    expect(await screen.findByText('Texts saved.')).toBeInTheDocument()
    const [sent] = puts()
    expect(sent!.sk.about.title).toBe('Phở Hà Nội v Košiciach')
    expect(sent!.en).toEqual(DEMO_WORDS.en)
  })

  it('adds, moves and removes FAQ entries, in the order guests will read them', async () => {
    const words = demo()
    words.en.faq = [
      { question: 'One?', answer: 'First.', deliveryFacts: true },
      { question: 'Two?', answer: 'Second.', deliveryFacts: false },
    ]
    const { user, puts } = renderWords(words)
    const texts = await form()
    await user.click(within(texts).getByRole('tab', { name: 'English' }))
    const faq = within(panel(/English/)).getByRole('group', { name: 'Frequently asked questions' })
    await user.click(within(faq).getByRole('button', { name: 'Add a question' }))
    await user.type(within(faq).getByLabelText('Question 3'), 'Three?')
    await user.type(
      within(faq).getByLabelText('Answer 3'),
      'Third, see [[our menu](https://quan.sk/menu).',
    )
    await user.click(within(faq).getByRole('button', { name: 'Move up question 3' }))
    expect(within(faq).getByRole('button', { name: 'Move up question 2' })).toHaveFocus()
    await user.click(within(faq).getByRole('button', { name: 'Move down question 1' }))
    await user.click(within(faq).getByRole('button', { name: 'Remove question 3' }))
    await user.click(within(texts).getByRole('button', { name: 'Save texts' }))
    await screen.findByText('Texts saved.')
    expect(puts()[0]!.en.faq).toEqual([
      {
        question: 'Three?',
        answer: 'Third, see [our menu](https://quan.sk/menu).',
        deliveryFacts: false,
      },
      { question: 'One?', answer: 'First.', deliveryFacts: true },
    ])
  })

  it('edits the values and the team as the FAQ: add, move, remove, per language', async () => {
    const { user, puts } = renderWords()
    const texts = await form()
    await user.click(within(texts).getByRole('tab', { name: 'English' }))
    const en = panel(/English/)
    const values = within(en).getByRole('group', { name: 'Values' })
    expect(within(values).getByLabelText('Value 1: title')).toHaveValue('Fresh every day')
    await user.click(within(values).getByRole('button', { name: 'Remove value 2' }))
    expect(within(values).getByRole('button', { name: 'Remove value 2' })).toHaveFocus()
    await user.click(within(values).getByRole('button', { name: 'Move up value 3' }))
    await user.click(within(values).getByRole('button', { name: 'Add a value' }))
    await user.type(within(values).getByLabelText('Value 4: title'), 'Quiet lunches')
    await user.type(within(values).getByLabelText('Value 4: text'), 'No music at noon.')

    const team = within(en).getByRole('group', { name: 'Team' })
    await user.click(within(team).getByRole('button', { name: 'Move down person 1' }))
    await user.click(within(team).getByRole('button', { name: 'Remove person 3' }))
    await user.click(within(team).getByRole('button', { name: 'Add a person' }))
    await user.type(within(team).getByLabelText('Person 3: name'), 'Mai Anh')
    await user.type(within(team).getByLabelText('Person 3: role'), 'Baker')

    const mission = within(en).getByRole('group', { name: 'Mission' })
    await user.clear(within(mission).getByLabelText('Mission title'))
    await user.clear(within(mission).getByLabelText('Mission text'))

    await user.click(within(texts).getByRole('button', { name: 'Save texts' }))
    await screen.findByText('Texts saved.')
    const [sent] = puts()
    const demoEn = DEMO_WORDS.en.about
    expect(sent!.en.about.values).toEqual([
      demoEn.values[0],
      demoEn.values[3],
      demoEn.values[2],
      { title: 'Quiet lunches', text: 'No music at noon.' },
    ])
    expect(sent!.en.about.team).toEqual([
      demoEn.team[1],
      demoEn.team[0],
      { name: 'Mai Anh', role: 'Baker', bio: '' },
    ])
    expect(sent!.en.about.mission).toEqual({ title: '', text: '' })
    // The other languages keep their own.
    expect(sent!.sk.about).toEqual(DEMO_WORDS.sk.about)
  })

  it('refuses a value without a title, a nameless person and a mission without its text', async () => {
    const { user, puts } = renderWords()
    const texts = await form()
    const vi = panel(/Vietnamese/)
    const mission = within(vi).getByRole('group', { name: 'Mission' })
    await user.clear(within(mission).getByLabelText('Mission text'))
    const values = within(vi).getByRole('group', { name: 'Values' })
    await user.clear(within(values).getByLabelText('Value 2: title'))
    const team = within(vi).getByRole('group', { name: 'Team' })
    await user.clear(within(team).getByLabelText('Person 1: name'))
    await user.click(within(texts).getByRole('button', { name: 'Save texts' }))
    expect(puts()).toHaveLength(0)
    expect(within(mission).getByLabelText('Mission text')).toHaveAccessibleDescription(
      expect.stringContaining('Write the mission under its title, or clear the title.'),
    )
    expect(within(values).getByLabelText('Value 2: title')).toHaveAccessibleDescription(
      expect.stringContaining('Give this value a title or remove it.'),
    )
    expect(within(team).getByLabelText('Person 1: name')).toHaveAccessibleDescription(
      expect.stringContaining("Write this person's name or remove them."),
    )
  })

  it('adds no seventh value', async () => {
    const words = demo()
    words.vi.about.values = Array.from({ length: 6 }, (_, at) => ({
      title: `Giá trị ${at + 1}`,
      text: 'Tốt.',
    }))
    const { user } = renderWords(words)
    await form()
    const vi = panel(/Vietnamese/)
    const add = within(within(vi).getByRole('group', { name: 'Values' })).getByRole('button', {
      name: 'Add a value',
    })
    expect(add).toHaveAttribute('aria-disabled', 'true')
    await user.click(add)
    expect(within(vi).queryByLabelText('Value 7: title')).toBeNull()
  })

  it('marks a language’s tab when it leaves a text blank that another has', async () => {
    const words = demo()
    words.sk.contactIntro = ''
    words.sk.faq = []
    const { user } = renderWords(words)
    const texts = await form()
    expect(within(texts).getByRole('tab', { name: 'Slovak (some texts blank)' })).toBeDefined()
    expect(within(texts).getByRole('tab', { name: 'English' })).toBeDefined()
    await user.click(within(texts).getByRole('tab', { name: /Slovak/ }))
    expect(panel(/Slovak/)).toHaveTextContent(
      "Blank in this language, so guests see another language's text: the FAQ, the contact introduction.",
    )
    // Filled in, the mark goes.
    await user.type(
      within(panel(/Slovak/)).getByLabelText('Contact page introduction', { selector: 'textarea' }),
      'Ahoj!',
    )
    await user.click(within(panel(/Slovak/)).getByRole('button', { name: 'Add a question' }))
    await user.type(within(panel(/Slovak/)).getByLabelText('Question 1'), 'Otázka?')
    expect(within(texts).getByRole('tab', { name: 'Slovak' })).toBeDefined()
  })

  it('refuses an empty answer and a javascript: link before sending, on the right tab', async () => {
    const { user, puts } = renderWords()
    const texts = await form()
    await user.click(within(texts).getByRole('tab', { name: 'English' }))
    const en = panel(/English/)
    const banner = within(en).getByRole('group', { name: 'Home page banner' })
    const text = within(banner).getByLabelText('Text')
    await user.clear(text)
    await user.type(text, 'Click [[here](javascript:alert(1))')
    await user.click(within(texts).getByRole('tab', { name: 'Slovak' }))
    await user.clear(within(panel(/Slovak/)).getByLabelText('Answer 2'))
    await user.click(within(texts).getByRole('button', { name: 'Save texts' }))
    expect(puts()).toHaveLength(0)
    // The first field at fault (English comes before Slovak in the body) is shown and focused.
    expect(within(texts).getByRole('tab', { name: 'English' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    // Only the shown language's fields are on the page: each is found again on its tab.
    const shownText = within(
      within(panel(/English/)).getByRole('group', { name: 'Home page banner' }),
    ).getByLabelText('Text')
    expect(shownText).toHaveValue('Click [here](javascript:alert(1))')
    expect(shownText).toHaveFocus()
    expect(shownText).toHaveAccessibleDescription(
      expect.stringContaining('Links may only go to web addresses (https://…), mailto: or tel:.'),
    )
    await user.click(within(texts).getByRole('tab', { name: 'Slovak' }))
    expect(within(panel(/Slovak/)).getByLabelText('Answer 2')).toHaveAccessibleDescription(
      expect.stringContaining('Write the answer to this question.'),
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Some texts need a change: see the marked fields (English, Slovak).',
    )
  })

  it('shows the server’s refusal under its field, in the reader’s language', async () => {
    const { user } = renderWords(
      demo(),
      () => ({
        status: 400,
        body: {
          success: false,
          message: 'This text is longer than the shop allows',
          code: 'WORDS_TEXT_TOO_LONG',
          errors: { 'vi.banner.title': 'This text is longer than the shop allows' },
          fieldCodes: { 'vi.banner.title': 'WORDS_TEXT_TOO_LONG' },
        },
      }),
      'sk',
    )
    const texts = await screen.findByRole('form', { name: 'Texty' })
    await user.click(within(texts).getByRole('button', { name: 'Uložiť texty' }))
    const title = await within(panel(/Vietnamčina/)).findByLabelText('Nadpis', {
      selector: '[aria-invalid]',
    })
    expect(title).toHaveAccessibleDescription('Tento text je príliš dlhý.')
    expect(title).toHaveFocus()
  })

  it('says so when the texts cannot be read', async () => {
    mockApi({
      ...officeBasics,
      'GET /api/admin/restaurant/words': () => ({
        status: 403,
        body: { success: false, message: 'Admin access required', code: 'ADMIN_ONLY' },
      }),
    })
    renderWithProviders(<WordsSettings />, { token: 'admin-token' })
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not load the settings: /)
    expect(screen.queryByRole('form', { name: 'Texts' })).toBeNull()
  })
})
