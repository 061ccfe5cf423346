import { describe, expect, it } from 'vitest'
import { validationFailure } from '../requests/refusal'
import { DEMO_WORDS } from './demo-words'
import { DEFAULT_RESTAURANT_WORDS, restaurantWordsShape, type RestaurantWords } from './words'
import { missingWords } from './missing-words'
import { wordsIn, writtenIn } from './words-in'

const copy = (): RestaurantWords => JSON.parse(JSON.stringify(DEMO_WORDS)) as RestaurantWords

/** The field codes of a refused body, by path. */
function refusals(body: unknown) {
  const parsed = restaurantWordsShape.safeParse(body)
  if (parsed.success) return {}
  return validationFailure(parsed.error).fieldCodes
}

describe('the restaurant’s words (issue 21 §3)', () => {
  it('start as the demo’s, which the schema takes as they are', () => {
    expect(DEFAULT_RESTAURANT_WORDS).toBe(DEMO_WORDS)
    expect(restaurantWordsShape.parse(DEMO_WORDS)).toEqual(DEMO_WORDS)
  })

  it('trim texts and read a FAQ entry without its delivery mark as one without', () => {
    const words = copy()
    const body = {
      ...words,
      sk: {
        ...words.sk,
        contactIntro: '  Ahoj  ',
        faq: [{ question: ' Otázka? ', answer: 'Odpoveď.' }],
      },
    }
    const parsed = restaurantWordsShape.parse(body)
    expect(parsed.sk.contactIntro).toBe('Ahoj')
    expect(parsed.sk.faq).toEqual([
      { question: 'Otázka?', answer: 'Odpoveď.', deliveryFacts: false },
    ])
  })

  it('allow a language’s texts to be blank, as the default language’s show there', () => {
    const words = copy()
    words.vi = {
      banner: { eyebrow: '', title: '', text: '' },
      about: {
        title: '',
        paragraphs: [],
        numbers: [],
        mission: { title: '', text: '' },
        values: [],
        team: [],
      },
      faq: [],
      contactIntro: '',
    }
    expect(restaurantWordsShape.safeParse(words).success).toBe(true)
  })

  it('read words saved before the mission, values and team as without them', () => {
    const words = copy()
    const { mission: _mission, values: _values, team: _team, ...about } = words.en.about
    const parsed = restaurantWordsShape.parse({ ...words, en: { ...words.en, about } })
    expect(parsed.en.about.mission).toEqual({ title: '', text: '' })
    expect(parsed.en.about.values).toEqual([])
    expect(parsed.en.about.team).toEqual([])
    expect(parsed.vi.about.team).toEqual(DEMO_WORDS.vi.about.team)
  })

  it('take a team member with a name alone, and trim the cards’ texts', () => {
    const words = copy()
    words.sk.about.team = [{ name: ' Mai ', role: '', bio: '' }]
    words.sk.about.values = [{ title: ' Čerstvé ', text: ' Každý deň. ' }]
    const parsed = restaurantWordsShape.parse(words)
    expect(parsed.sk.about.team).toEqual([{ name: 'Mai', role: '', bio: '' }])
    expect(parsed.sk.about.values).toEqual([{ title: 'Čerstvé', text: 'Každý deň.' }])
  })

  it('refuse the mission, values and team by field, and more than six cards', () => {
    const body = copy() as unknown as Record<string, { about: Record<string, unknown> }>
    body.en!.about.mission = { title: 'Our mission', text: '  ' }
    body.en!.about.values = [
      { title: '', text: 'Fresh.' },
      { title: 'Fresh', text: '' },
      { title: 'Linked', text: '[x](javascript:alert(1))' },
    ]
    body.en!.about.team = [
      { name: ' ', role: 'Chef', bio: '' },
      { name: 'Lan', role: 'r'.repeat(81), bio: 'b'.repeat(401) },
    ]
    body.sk!.about.mission = { title: '', text: 'Variť poctivo.' }
    body.sk!.about.values = Array(7).fill({ title: 'V', text: 'T' })
    body.sk!.about.team = Array(7).fill({ name: 'N', role: '', bio: '' })
    body.vi!.about.team = 'none'
    expect(refusals(body)).toEqual({
      'en.about.mission.text': 'ABOUT_MISSION_TEXT_REQUIRED',
      'en.about.values.0.title': 'ABOUT_VALUE_TITLE_REQUIRED',
      'en.about.values.1.text': 'ABOUT_VALUE_TEXT_REQUIRED',
      'en.about.values.2.text': 'WORDS_LINK_REFUSED',
      'en.about.team.0.name': 'ABOUT_TEAM_NAME_REQUIRED',
      'en.about.team.1.role': 'WORDS_TEXT_TOO_LONG',
      'en.about.team.1.bio': 'WORDS_TEXT_TOO_LONG',
      'sk.about.mission.title': 'ABOUT_MISSION_TITLE_REQUIRED',
      'sk.about.values': 'ABOUT_VALUES_TOO_MANY',
      'sk.about.team': 'ABOUT_TEAM_TOO_MANY',
      'vi.about.team': 'WORDS_INVALID',
    })
  })

  it('refuse each wrong field by its path and code', () => {
    const words = copy()
    const body = JSON.parse(JSON.stringify(words)) as Record<string, Record<string, unknown>>
    body.en!.banner = { eyebrow: 'x'.repeat(81), title: 'ok', text: '[go](javascript:alert(1))' }
    body.en!.about = {
      title: 'Title\nwith a line end',
      paragraphs: ['fine', '   '],
      numbers: [{ figure: '', label: 'years' }],
    }
    body.en!.faq = [
      { question: 'Why?', answer: '' },
      { question: '', answer: 'Because.' },
    ]
    body.sk!.faq = Array.from({ length: 31 }, () => ({ question: 'Q', answer: 'A' }))
    body.vi!.about = {
      title: '',
      paragraphs: Array(13).fill('p'),
      numbers: Array(7).fill({ figure: '1', label: 'l' }),
    }
    expect(refusals(body)).toEqual({
      'en.banner.eyebrow': 'WORDS_TEXT_TOO_LONG',
      'en.banner.text': 'WORDS_LINK_REFUSED',
      'en.about.title': 'CONTROL_CHARACTERS',
      'en.about.paragraphs.1': 'ABOUT_PARAGRAPH_REQUIRED',
      'en.about.numbers.0.figure': 'ABOUT_NUMBER_REQUIRED',
      'en.faq.0.answer': 'FAQ_ANSWER_REQUIRED',
      'en.faq.1.question': 'FAQ_QUESTION_REQUIRED',
      'sk.faq': 'FAQ_TOO_MANY',
      'vi.about.paragraphs': 'ABOUT_PARAGRAPHS_TOO_MANY',
      'vi.about.numbers': 'ABOUT_NUMBERS_TOO_MANY',
    })
  })

  it('refuse a body that is not the words at all, by its own code', () => {
    expect(refusals(null)).toEqual({ '': 'WORDS_INVALID' })
    expect(refusals({ ...copy(), en: 'hello' })).toEqual({ en: 'WORDS_INVALID' })
    expect(refusals({ ...copy(), sk: { ...copy().sk, faq: 'none' } })).toEqual({
      'sk.faq': 'WORDS_INVALID',
    })
  })

  it('keep HTML as text: it is the page that never reads it as markup', () => {
    const words = copy()
    words.en.contactIntro = '<script>alert(1)</script> <img src=x onerror=alert(1)> &lt;b&gt;'
    expect(restaurantWordsShape.parse(words).en.contactIntro).toBe(words.en.contactIntro)
  })
})

describe('the words a guest reads', () => {
  it('are their language’s, and where it is blank the default language’s, then any', () => {
    const words = copy()
    words.sk.banner.title = ''
    words.sk.faq = []
    words.sk.about.numbers = []
    words.en.about.numbers = []
    const sk = wordsIn(words, 'sk', 'en')
    expect(sk.banner.title).toBe('Order your favourite food here')
    expect(sk.banner.text).toBe(DEMO_WORDS.sk.banner.text)
    expect(sk.faq).toEqual(DEMO_WORDS.en.faq)
    expect(sk.about.numbers).toEqual(DEMO_WORDS.vi.about.numbers)
    expect(sk.about.team).toEqual(DEMO_WORDS.sk.about.team)
    expect(wordsIn(words, 'sk', 'vi').banner.title).toBe(DEMO_WORDS.vi.banner.title)
  })

  it('say which language each part is read in, so a fallen-back part can be marked', () => {
    const words = copy()
    words.sk.banner.title = ' '
    words.en.banner.title = ''
    words.sk.faq = []
    expect(writtenIn(words, 'sk', 'en', (own) => own.banner.title)).toBe('vi')
    expect(writtenIn(words, 'sk', 'en', (own) => own.banner.text)).toBe('sk')
    expect(writtenIn(words, 'sk', 'en', (own) => own.faq)).toBe('en')
    expect(writtenIn(words, 'sk', 'vi', (own) => own.faq)).toBe('vi')
    words.sk.about.mission = { title: '', text: '' }
    expect(writtenIn(words, 'sk', 'en', (own) => own.about.mission)).toBe('en')
    for (const language of ['vi', 'en', 'sk'] as const) words[language].faq = []
    // Blank everywhere: nothing is shown, and the page's own language stands.
    expect(writtenIn(words, 'sk', 'en', (own) => own.faq)).toBe('sk')
  })

  it('take the mission, values and team from the default language where theirs has none', () => {
    const words = copy()
    words.sk.about.mission = { title: '', text: '' }
    words.sk.about.values = []
    words.sk.about.team = []
    const sk = wordsIn(words, 'sk', 'en')
    expect(sk.about.mission).toEqual(DEMO_WORDS.en.about.mission)
    expect(sk.about.values).toEqual(DEMO_WORDS.en.about.values)
    expect(sk.about.team).toEqual(DEMO_WORDS.en.about.team)
    for (const language of ['vi', 'en', 'sk'] as const) {
      words[language].about.mission = { title: '', text: '' }
      words[language].about.values = []
    }
    expect(wordsIn(words, 'sk', 'en').about.mission).toEqual({ title: '', text: '' })
    expect(wordsIn(words, 'sk', 'en').about.values).toEqual([])
  })

  it('are blank only where every language is', () => {
    const words = copy()
    for (const language of ['vi', 'en', 'sk'] as const) words[language].contactIntro = ' '
    expect(wordsIn(words, 'vi', 'en').contactIntro).toBe('')
  })

  it('mark what a language lacks that another has', () => {
    const words = copy()
    words.sk.banner.text = ''
    words.sk.faq = []
    words.sk.about.team = []
    words.sk.about.mission = { title: '', text: '' }
    for (const language of ['vi', 'en', 'sk'] as const) words[language].about.numbers = []
    expect(missingWords(words, 'sk')).toEqual(['banner.text', 'about.mission', 'about.team', 'faq'])
    expect(missingWords(words, 'en')).toEqual([])
  })
})
