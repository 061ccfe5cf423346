import { screen } from '@testing-library/react'
import { expect, it } from 'vitest'
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
