import type { AdminMessage } from '@quan/domain/answers'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { FakeEventSource } from '../../../test/fake-event-source'
import { mockApi } from '../../../test/mock-api'
import { adminMessage, officeBasics } from '../../../test/office-fixtures'
import { renderWithProviders } from '../../../test/render'
import { BackOffice } from '../back-office'

beforeEach(() => FakeEventSource.install())

const OLDER = adminMessage({
  _id: 'm1',
  subject: 'Thank you',
  message: 'The pho was lovely.',
  createdAt: '2026-04-05T08:00:00.000Z',
  handled: true,
  handledAt: '2026-04-05T09:30:00.000Z',
  handledBy: 'Thu Trang',
})
const NEWER = adminMessage({ _id: 'm2', createdAt: '2026-04-06T15:00:00.000Z' })

function renderMessages(
  routes: Parameters<typeof mockApi>[0] = {},
  language: 'en' | 'vi' | 'sk' = 'en',
) {
  const calls = mockApi({
    ...officeBasics,
    // In the server's order or not, the newest comes first.
    'GET /api/admin/messages': () => ({ success: true, data: [OLDER, NEWER] }),
    ...routes,
  })
  const user = userEvent.setup()
  renderWithProviders(<BackOffice />, {
    route: '/admin?tab=messages',
    token: 'admin-token',
    language,
  })
  return { calls, user }
}

const message = (subject: string) => screen.getByRole('article', { name: subject })

describe('messages', () => {
  it('names a subject from the contact form by its label, in the admin’s language', async () => {
    const fromForm = adminMessage({ _id: 'm3', subject: 'partnership' })
    renderMessages({ 'GET /api/admin/messages': () => ({ success: true, data: [fromForm] }) }, 'sk')
    expect(await screen.findByRole('article', { name: 'Spolupráca' })).toBeInTheDocument()
  })

  it('lists messages newest first, the unhandled ones marked, each with a reply link', async () => {
    renderMessages()

    await screen.findByRole('article', { name: 'Birthday party' })
    expect(
      screen.getAllByRole('article').map((item) => item.getAttribute('aria-labelledby')),
    ).toEqual(['message-m2-title', 'message-m1-title'])
    expect(screen.getByText('Not handled yet: 1')).toBeInTheDocument()
    const open = within(message('Birthday party'))
    expect(open.getByText('Not handled')).toBeInTheDocument()
    expect(open.getByText('Can we bring our own cake?')).toBeInTheDocument()
    expect(open.getByText(/Hana Kováčová <hana@example.com>/)).toHaveTextContent(
      '6 Apr 2026, 17:00',
    )
    expect(open.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      'mailto:hana@example.com?subject=Re%3A%20Birthday%20party',
    )
    const done = within(message('Thank you'))
    expect(done.queryByText('Not handled')).toBeNull()
    expect(done.getByText('Handled by Thu Trang, 5 Apr 2026, 11:30')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Messages (unhandled: 1)' })).toBeInTheDocument()
  })

  it('keeps a Reply link to one recipient whatever the stored address holds (issue 19 §1.8)', async () => {
    const smuggled = adminMessage({ _id: 'm4', email: 'hana@example.com?bcc=spy@evil.example' })
    renderMessages({ 'GET /api/admin/messages': () => ({ success: true, data: [smuggled] }) })
    const reply = within(await screen.findByRole('article', { name: 'Birthday party' })).getByRole(
      'link',
      { name: 'Reply by e-mail' },
    )
    const href = reply.getAttribute('href')!
    expect(href).toBe(
      'mailto:hana@example.com%3Fbcc%3Dspy@evil.example?subject=Re%3A%20Birthday%20party',
    )
    expect(href).not.toContain('bcc=')
  })

  it('marks a message handled and not handled again', async () => {
    let current: AdminMessage = NEWER
    const { calls, user } = renderMessages({
      'POST /api/admin/messages/m2/handled': (body) => {
        const { handled } = body as { handled: boolean }
        current = handled
          ? { ...NEWER, handled, handledAt: '2026-04-07T10:00:00.000Z', handledBy: 'Thu Trang' }
          : NEWER
        return { success: true, message: 'ok', data: current }
      },
    })
    await screen.findByRole('article', { name: 'Birthday party' })

    await user.click(
      within(message('Birthday party')).getByRole('button', { name: 'Mark as handled' }),
    )
    expect(
      await within(message('Birthday party')).findByText('Handled by Thu Trang, 7 Apr 2026, 12:00'),
    ).toBeInTheDocument()
    expect(within(message('Birthday party')).queryByText('Not handled')).toBeNull()
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Messages' })).toBeInTheDocument())

    await user.click(
      within(message('Birthday party')).getByRole('button', { name: 'Mark as not handled' }),
    )
    expect(await within(message('Birthday party')).findByText('Not handled')).toBeInTheDocument()

    expect(
      calls.filter((call) => call.method === 'POST' && call.url.startsWith('/api/admin')),
    ).toMatchObject([
      { url: '/api/admin/messages/m2/handled', body: { handled: true } },
      { url: '/api/admin/messages/m2/handled', body: { handled: false } },
    ])
  })

  it('shows the server’s refusal on the message', async () => {
    const { user } = renderMessages({
      'POST /api/admin/messages/m2/handled': () => ({
        status: 404,
        body: { success: false, message: 'Message not found' },
      }),
    })
    await screen.findByRole('article', { name: 'Birthday party' })

    await user.click(
      within(message('Birthday party')).getByRole('button', { name: 'Mark as handled' }),
    )

    expect(await within(message('Birthday party')).findByRole('alert')).toHaveTextContent(
      'Message not found',
    )
  })
})
