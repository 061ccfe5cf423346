import { DEMO_RESTAURANT } from '@quan/domain/restaurant'
import { DEMO_WORDS } from '@quan/domain/restaurant/demo-words'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { renderWithProviders } from '../../test/render'
import { Component as AboutPage } from './about-page'

it('heads the about-us block with the page title, in the active language', () => {
  mockApi({ 'GET /api/food/list': () => ({ success: true, data: [] }) })
  renderWithProviders(<AboutPage />, { route: '/about', language: 'sk' })
  expect(screen.getByRole('heading', { level: 1, name: 'O nás' })).toBeInTheDocument()
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  expect(document.title).toBe('O nás · Quán')
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    expect.stringContaining('Obchodnej'),
  )
})

// SPEC §2's about block: a mission, value cards and team cards again, in the owner's words.
describe('the about page’s mission, values and team (issue 21 §3)', () => {
  const region = (name: string) => screen.getByRole('region', { name })

  it('shows the demo’s mission, four values and team of three, with their initials', () => {
    mockApi({ 'GET /api/food/list': () => ({ success: true, data: [] }) })
    renderWithProviders(<AboutPage />, { route: '/about', language: 'en' })
    expect(region('Our mission')).toHaveTextContent(DEMO_WORDS.en.about.mission.text)
    const values = within(region('What we stand for')).getAllByRole('listitem')
    expect(
      values.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Fresh every day', 'Authentic recipes', 'Warm hospitality', 'Good neighbours'])
    const team = within(region('Meet the team')).getAllByRole('listitem')
    expect(team).toHaveLength(3)
    expect(team[0]).toHaveTextContent(
      "NLNguyễn Thị LanFounder and head chefKeeper of the broth and of her mother's recipes.",
    )
    expect(team[1]!.querySelector('.about__avatar')).toHaveTextContent(/^TĐ$/)
    // The story's paragraphs no longer tell them again.
    expect(region('Our story')).not.toHaveTextContent('mission')
  })

  it('shows the owner’s own, in the guest’s language, their links as links', () => {
    mockApi({ 'GET /api/food/list': () => ({ success: true, data: [] }) })
    const words = structuredClone(DEMO_RESTAURANT.words)
    words.sk.about.mission = { title: 'Prečo varíme', text: 'Pre [susedov](https://pho.sk).' }
    words.sk.about.values = [{ title: 'Ticho', text: 'Obedy bez hudby.' }]
    words.sk.about.team = [{ name: 'Mai', role: '', bio: '' }]
    renderWithProviders(<AboutPage />, {
      route: '/about',
      language: 'sk',
      restaurant: { ...DEMO_RESTAURANT, words },
    })
    expect(within(region('Prečo varíme')).getByRole('link', { name: 'susedov' })).toHaveAttribute(
      'href',
      'https://pho.sk',
    )
    expect(within(region('Čo je pre nás dôležité')).getAllByRole('listitem')).toHaveLength(1)
    const mai = within(region('Náš tím')).getByRole('listitem')
    expect(mai).toHaveTextContent(/^MMai$/)
    expect(mai.querySelector('.about__role')).toBeNull()
  })

  it('marks what is read in the default language with its lang, and only that', () => {
    mockApi({ 'GET /api/food/list': () => ({ success: true, data: [] }) })
    const words = structuredClone(DEMO_RESTAURANT.words)
    words.sk.about.paragraphs = []
    words.sk.about.values = []
    const description = { ...DEMO_RESTAURANT.identity.description, sk: '' }
    const identity = { ...DEMO_RESTAURANT.identity, description, defaultLanguage: 'en' as const }
    renderWithProviders(<AboutPage />, {
      route: '/about',
      language: 'sk',
      restaurant: { ...DEMO_RESTAURANT, identity, words },
    })
    // The Slovak guest reads the English story and values, said in English by a screen reader.
    const story = screen.getByText(DEMO_WORDS.en.about.paragraphs[1]!.slice(0, 30), {
      exact: false,
    })
    expect(story.closest('p')).toHaveAttribute('lang', 'en')
    expect(within(region('Čo je pre nás dôležité')).getByRole('list')).toHaveAttribute('lang', 'en')
    expect(screen.getByText(description.en)).toHaveAttribute('lang', 'en')
    // The Slovak title, mission and team are the page's own language: no lang of their own.
    expect(
      screen.getByRole('heading', { level: 2, name: DEMO_WORDS.sk.about.title }),
    ).not.toHaveAttribute('lang')
    expect(region(DEMO_WORDS.sk.about.mission.title)).not.toHaveAttribute('lang')
    expect(within(region('Náš tím')).getByRole('list')).not.toHaveAttribute('lang')
  })

  it('leaves out each part the owner left empty in every language', () => {
    mockApi({ 'GET /api/food/list': () => ({ success: true, data: [] }) })
    const words = structuredClone(DEMO_RESTAURANT.words)
    for (const language of ['vi', 'en', 'sk'] as const) {
      words[language].about.mission = { title: '', text: '' }
      words[language].about.values = []
      words[language].about.team = []
      words[language].about.paragraphs = words[language].about.paragraphs.slice(0, 1)
    }
    renderWithProviders(<AboutPage />, {
      route: '/about',
      language: 'en',
      restaurant: { ...DEMO_RESTAURANT, words },
    })
    expect(screen.getByRole('heading', { level: 2, name: DEMO_WORDS.en.about.title })).toBeDefined()
    for (const name of ['Our story', 'Our mission', 'What we stand for', 'Meet the team']) {
      expect(screen.queryByRole('region', { name })).toBeNull()
    }
    expect(document.querySelector('.about__columns')).toBeNull()
    expect(screen.getByRole('region', { name: 'Hungry already?' })).toBeDefined()
  })
})
