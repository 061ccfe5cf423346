import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { renderWithProviders } from '../../test/render'
import { Component as ContactPage } from './contact-page'

it('sends one message for two submits in a row, before the page has re-rendered', async () => {
  const calls = mockApi({
    'GET /api/food/list': () => ({ success: true, data: [] }),
    'POST /api/contact': () => ({ success: true, message: 'Thank you' }),
  })
  const user = userEvent.setup()
  renderWithProviders(<ContactPage />, { route: '/contact' })
  await user.type(screen.getByLabelText('Your name', { exact: false }), 'Jana Nováková')
  await user.type(screen.getByLabelText('E-mail', { exact: false }), 'jana@example.sk')
  await user.selectOptions(screen.getByLabelText('Subject', { exact: false }), 'Reservation')
  await user.type(screen.getByLabelText('Message', { exact: false }), 'A table for a birthday?')
  const form = document.querySelector('form.contact-form')!
  // Two presses queued behind a busy page: the second comes before TanStack tells React.
  fireEvent.submit(form)
  fireEvent.submit(form)
  expect(
    await screen.findByText('Thank you for your message! We will get back to you soon.'),
  ).toBeInTheDocument()
  expect(calls.filter((call) => call.url === '/api/contact')).toHaveLength(1)
})
