import { DEMO_RESTAURANT } from '@quan/domain/restaurant'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { ErrorBoundary } from './error-boundary'
import { describe, expect, it, vi } from 'vitest'
import { restaurantKey } from '../shared/restaurant'
import { renderWithProviders } from '../test/render'
import { ErrorScreen } from './error-screen'
import { Component as NotFoundPage } from './not-found-page'

function Burning(): never {
  throw new Error('The kitchen is on fire')
}

function renderFailingRoute(inLayout: boolean, language: 'en' | 'vi' | 'sk' = 'en') {
  void i18next.changeLanguage(language)
  // React reports a caught render error on the console; here it is expected.
  vi.mocked(console.error).mockImplementation(() => {})
  // Inside the app's query cache, as App puts it, holding the restaurant a page brought.
  const queryClient = new QueryClient()
  queryClient.setQueryData(restaurantKey, {
    ...DEMO_RESTAURANT,
    identity: { ...DEMO_RESTAURANT.identity, name: 'Phở Hà Nội' },
  })
  render(
    <QueryClientProvider client={queryClient}>
      <ErrorBoundary fallback={(error) => <ErrorScreen error={error} inLayout={inLayout} />}>
        <Burning />
      </ErrorBoundary>
    </QueryClientProvider>,
  )
}

describe('error screen', () => {
  it('replaces the router default with a translated message and a way home', async () => {
    renderFailingRoute(true)
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(screen.getByText('The kitchen is on fire')).toBeInTheDocument()
    expect(screen.queryByRole('main')).not.toBeInTheDocument()
  })

  it('stands alone, with the logo, when the layout itself failed', async () => {
    renderFailingRoute(false, 'sk')
    expect(
      await screen.findByRole('heading', { name: 'Neočakávaná chyba aplikácie!' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveTextContent('Phở Hà Nội')
    expect(screen.getByRole('link', { name: 'Späť na úvod' })).toHaveAttribute('href', '/')
  })
})

describe('not-found page', () => {
  it('is translated, links home and to the menu, and sets the document head', () => {
    renderWithProviders(<NotFoundPage />, { route: '/no-such-page', language: 'vi' })
    expect(
      screen.getByRole('heading', { name: 'Trang này không có trong thực đơn' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Xem thực đơn' })).toHaveAttribute('href', '/menu')
    expect(document.title).toBe('Không tìm thấy trang · Quán')
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Trang bạn tìm không có tại Quán.',
    )
  })
})
