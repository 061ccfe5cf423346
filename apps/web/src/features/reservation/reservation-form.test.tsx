import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../test/mock-api'
import { foodList, wireFood } from '../../test/ordering-fixtures'
import { paste } from '../../test/paste'
import { renderWithProviders } from '../../test/render'
import { DEMO_RESTAURANT, type Restaurant } from '@quan/domain/restaurant'
import { weekSpansOf } from '@quan/domain/restaurant/hours-calendar'
import { parseWeeklyHours } from '@quan/domain/schedule'
import { RESERVATION_SUCCESS_MS, RESERVATION_SUCCESS_NO_EMAIL_MS } from './reservation-form'
import { HERO_ROTATION_MS } from './reservation-hero'
import { Component as ReservationPage } from './reservation-page'

// Wednesday 9 January 2030, 09:00 in Bratislava (CET): no test depends on when it runs.
const NOW = new Date('2030-01-09T08:00:00Z')
const menu = { 'GET /api/food/list': foodList([]) }

function renderPage(language: 'en' | 'vi' | 'sk' = 'en', restaurant?: Restaurant) {
  return renderWithProviders(<ReservationPage />, {
    route: '/reservation',
    otherPaths: ['/'],
    language,
    restaurant,
  })
}

/** Lunch and dinner Tuesday to Sunday, closed on Mondays; a closure on 15–16 January 2030. */
const LUNCH_AND_DINNER: Restaurant = {
  ...DEMO_RESTAURANT,
  hours: {
    ...DEMO_RESTAURANT.hours,
    opening: weekSpansOf(parseWeeklyHours('tue-sun 11:00-14:00, 17:00-22:00; mon closed')),
    closures: [
      {
        from: '2030-01-15',
        to: '2030-01-16',
        spans: [],
        note: { vi: 'Nghỉ Tết', en: 'Closed for Tết, 15–16 January', sk: 'Zatvorené na Tết' },
      },
    ],
  },
}

const field = (label: string) => screen.getByLabelText(label, { exact: false })
const timeSelect = () => field('Time') as HTMLSelectElement
const optionValues = (select: HTMLSelectElement) =>
  [...select.options].map((option) => option.value).filter(Boolean)
const pickDate = (date: string) => fireEvent.change(field('Date'), { target: { value: date } })

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await paste(field('Full name'), 'Jana Nováková', user)
  await paste(field('Phone number'), '+421 902 555 111', user)
  await paste(field('E-mail'), 'jana@example.sk', user)
  pickDate('2030-01-10')
  await user.selectOptions(timeSelect(), '18:30')
  await user.selectOptions(field('Number of people'), '4')
  await paste(field('Special requests'), 'A window table, please', user)
}

describe('reservation slots', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
    mockApi(menu)
  })
  afterEach(() => vi.useRealTimers())

  it('keeps the time list empty and disabled until a date is picked', async () => {
    renderPage()
    expect(timeSelect()).toBeDisabled()
    expect(optionValues(timeSelect())).toEqual([])
    expect(within(timeSelect()).getByRole('option')).toHaveTextContent('Pick a date first')
    pickDate('2030-01-10')
    expect(timeSelect()).toBeEnabled()
    const slots = optionValues(timeSelect())
    expect(slots[0]).toBe('11:00')
    expect(slots.at(-1)).toBe('19:30')
    expect(slots).toHaveLength(18)
  })

  it('lists lunch’s and dinner’s times as set in Settings, none on a day off or a closure', () => {
    renderPage('en', LUNCH_AND_DINNER)
    pickDate('2030-01-12') // a Saturday
    const slots = optionValues(timeSelect())
    expect(slots).toContain('13:30')
    expect(slots).not.toContain('14:00')
    expect(slots).toContain('17:00')
    expect(slots.at(-1)).toBe('21:30')
    pickDate('2030-01-14') // a Monday
    expect(optionValues(timeSelect())).toEqual([])
    pickDate('2030-01-15') // the closure
    expect(optionValues(timeSelect())).toEqual([])
    // Its note is told beside the hours, the week in lines as set.
    const hours = screen.getByRole('region', { name: 'Our opening hours' })
    expect(hours).toHaveTextContent('MondayClosed')
    expect(hours).toHaveTextContent('Tuesday – Sunday11:00–14:00, 17:00–22:00')
    expect(
      within(hours).getByRole('list', { name: 'Closures and shorter days ahead' }),
    ).toHaveTextContent('Closed for Tết, 15–16 January')
  })

  it('ends Sunday’s list at 16:30', () => {
    renderPage()
    pickDate('2030-01-13')
    const slots = optionValues(timeSelect())
    expect(slots[0]).toBe('11:00')
    expect(slots.at(-1)).toBe('16:30')
  })

  it('clears the chosen time when the date changes', async () => {
    const user = userEvent.setup()
    renderPage()
    pickDate('2030-01-10')
    await user.selectOptions(timeSelect(), '12:30')
    expect(timeSelect()).toHaveValue('12:30')
    pickDate('2030-01-11')
    expect(timeSelect()).toHaveValue('')
  })

  it('offers today only the times still ahead, on the restaurant’s clock', () => {
    vi.setSystemTime(new Date('2030-01-09T14:10:00Z')) // 15:10 in Bratislava
    renderPage()
    pickDate('2030-01-09')
    expect(optionValues(timeSelect())[0]).toBe('15:30')
  })

  it('sets today as the earliest date and refuses a past one', async () => {
    const user = userEvent.setup()
    const calls = mockApi(menu)
    renderPage()
    expect(field('Date')).toHaveAttribute('min', '2030-01-09')
    pickDate('2030-01-08')
    expect(within(timeSelect()).getByRole('option')).toHaveTextContent(
      'No free times left on this day',
    )
    await user.click(screen.getByRole('button', { name: 'Book my table' }))
    expect(screen.getByText('Cannot select a past date')).toBeInTheDocument()
    expect(calls.some((call) => call.url === '/api/reservation')).toBe(false)
  })
})

describe('reservation validation', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
  })
  afterEach(() => vi.useRealTimers())

  it('names every missing field and sends nothing', async () => {
    const calls = mockApi(menu)
    const user = userEvent.setup()
    renderPage()
    await user.click(screen.getByRole('button', { name: 'Book my table' }))
    for (const message of [
      'Full name is required',
      'Phone number is required',
      'Email is required',
      'Date is required',
      'Time is required',
      'Number of people is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument()
    }
    expect(field('Full name')).toHaveFocus()
    expect(calls.some((call) => call.url === '/api/reservation')).toBe(false)
  })

  it('checks the name length, the phone’s digits and the e-mail pattern', async () => {
    mockApi(menu)
    const user = userEvent.setup()
    renderPage()
    await paste(field('Full name'), 'J', user)
    await paste(field('Phone number'), '0902 12 34', user)
    await paste(field('E-mail'), 'jana@example', user)
    await user.click(screen.getByRole('button', { name: 'Book my table' }))
    expect(screen.getByText('Name must be at least 2 characters long')).toBeInTheDocument()
    expect(screen.getByText('Phone number must contain at least 10 digits')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument()
  })

  it('clears a field’s error when it is edited', async () => {
    mockApi(menu)
    const user = userEvent.setup()
    renderPage()
    await user.click(screen.getByRole('button', { name: 'Book my table' }))
    await user.type(field('Full name'), 'Jana')
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument()
    expect(screen.getByText('Phone number is required')).toBeInTheDocument()
  })

  it('lets only digits, spaces and + - ( ) . into the phone field', async () => {
    mockApi(menu)
    const user = userEvent.setup()
    renderPage()
    await user.type(field('Phone number'), 'tel: +421 (902) 123-456.x')
    expect(field('Phone number')).toHaveValue(' +421 (902) 123-456.')
    await user.type(field('Phone number'), '{Backspace}{ArrowLeft}7')
    expect(field('Phone number')).toHaveValue(' +421 (902) 123-4576')
  })

  it.each([
    ['vi', 'Đặt bàn', 'Vui lòng nhập họ và tên', 'Vui lòng chọn số người'],
    ['sk', 'Rezervovať stôl', 'Meno a priezvisko sú povinné', 'Počet osôb je povinný'],
  ] as const)('speaks %s', async (language, button, name, people) => {
    mockApi(menu)
    const user = userEvent.setup()
    renderPage(language)
    await user.click(screen.getByRole('button', { name: button }))
    expect(screen.getByText(name)).toBeInTheDocument()
    expect(screen.getByText(people)).toBeInTheDocument()
  })
})

describe('booking a table', () => {
  afterEach(() => vi.useRealTimers())

  function answer(messageId: string) {
    return mockApi({
      ...menu,
      'POST /api/reservation': () => ({
        status: 201,
        body: {
          success: true,
          message: 'Reservation submitted successfully!',
          messageId,
          reservationId: 'r1',
        },
      }),
    })
  }

  async function book(messageId: string) {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW })
    const calls = answer(messageId)
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const view = renderPage()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Book my table' }))
    const dialog = await screen.findByRole('dialog', { name: 'Table requested!' })
    return { calls, user, dialog, view }
  }

  it('sends the booking, opens the popup, clears the form and hides the message after 5 s', async () => {
    const { calls, dialog } = await book('<abc@mail.quan.sk>')
    expect(calls.find((call) => call.url === '/api/reservation')?.body).toEqual({
      customerName: 'Jana Nováková',
      phone: '+421 902 555 111',
      email: 'jana@example.sk',
      reservationDate: '2030-01-10',
      reservationTime: '18:30',
      numberOfPeople: 4,
      note: 'A window table, please',
    })
    expect(dialog).toHaveTextContent(
      /Thank you, Jana Nováková\. We have your request for Thursday,? 10 January 2030 at 18:30, number of people: 4\./,
    )
    expect(dialog).toHaveTextContent('Our staff will call you within 2 hours to confirm.')
    expect(dialog).toHaveTextContent('A copy is on its way to jana@example.sk.')
    expect(field('Full name')).toHaveValue('')
    expect(field('Date')).toHaveValue('')
    expect(timeSelect()).toBeDisabled()

    const status = screen.getAllByRole('status').find((node) => node.closest('form'))!
    expect(status).toHaveTextContent(
      'Reservation submitted successfully! We will call you within 2 hours to confirm.',
    )
    await act(async () => vi.advanceTimersByTime(RESERVATION_SUCCESS_MS - 100))
    expect(status).not.toBeEmptyDOMElement()
    await act(async () => vi.advanceTimersByTime(300))
    expect(status).toBeEmptyDOMElement()
  })

  it('keeps the focus on the button while sending (aria-disabled, not disabled)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW })
    const calls = answer('<abc@mail.quan.sk>')
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const mocked = globalThis.fetch
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url === '/api/reservation') await gate
      return mocked(url, init)
    })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderPage()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Book my table' }))
    // A disabled button would drop the focus to the page body in a browser (WCAG 2.4.3).
    const sending = screen.getByRole('button', { name: 'Sending your booking...' })
    expect(sending).not.toBeDisabled()
    expect(sending).toHaveAttribute('aria-disabled', 'true')
    expect(sending).toHaveFocus()
    await user.click(sending)
    await act(async () => release())
    await screen.findByRole('dialog', { name: 'Table requested!' })
    expect(calls.filter((call) => call.url === '/api/reservation')).toHaveLength(1)
  })

  it('keeps the message 7 s when the server has no e-mail set up', async () => {
    const { dialog } = await book('email-not-configured')
    expect(dialog).not.toHaveTextContent('A copy is on its way')
    const status = screen.getAllByRole('status').find((node) => node.closest('form'))!
    expect(status).toHaveTextContent(
      'Reservation submitted successfully! We could not send you a confirmation e-mail, but we will call you within 2 hours to confirm.',
    )
    await act(async () => vi.advanceTimersByTime(RESERVATION_SUCCESS_MS + 300))
    expect(status).not.toBeEmptyDOMElement()
    await act(async () =>
      vi.advanceTimersByTime(RESERVATION_SUCCESS_NO_EMAIL_MS - RESERVATION_SUCCESS_MS),
    )
    expect(status).toBeEmptyDOMElement()
  })

  it('goes home from the popup’s Back to Home button', async () => {
    const { user, dialog } = await book('email-not-configured')
    await user.click(within(dialog).getByRole('button', { name: 'Back to Home' }))
    expect(await screen.findByText('at /')).toBeInTheDocument()
  })

  it('has no button in the popup that reads as cancelling the booking, in any language', async () => {
    const { dialog } = await book('email-not-configured')
    const names = () =>
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent?.trim() || button.getAttribute('aria-label'))
    expect(names()).not.toContain('Cancel')
    expect(names()).toContain('Back to Home')
    for (const [language, cancel, home] of [
      ['vi', /hủy/i, 'Về trang chủ'],
      ['sk', /zruš/i, 'Späť na úvod'],
      ['en', /cancel/i, 'Back to Home'],
    ] as const) {
      await act(() => i18next.changeLanguage(language))
      expect(names()).toContain(home)
      for (const name of names()) expect(name, language).not.toMatch(cancel)
    }
  })

  it('shows the server’s message when the booking is refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    mockApi({
      ...menu,
      'POST /api/reservation': () => ({
        status: 400,
        body: {
          success: false,
          message: 'That time has already passed today. Please choose a later time.',
        },
      }),
    })
    const user = userEvent.setup()
    renderPage()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Book my table' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That time has already passed today. Please choose a later time.',
    )
    expect(field('Full name')).toHaveValue('Jana Nováková')
  })

  it('translates a refusal the domain knows and marks its field', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    mockApi({
      ...menu,
      'POST /api/reservation': () => ({
        status: 400,
        body: {
          success: false,
          message: 'Cannot select a past date',
          code: 'PAST_DATE',
          errors: { reservationDate: 'Cannot select a past date' },
          fieldCodes: { reservationDate: 'PAST_DATE' },
        },
      }),
    })
    const user = userEvent.setup()
    renderPage('sk')
    await paste(field('Meno a priezvisko'), 'Jana Nováková', user)
    await paste(field('Telefónne číslo'), '+421 902 555 111', user)
    await paste(field('E-mail'), 'jana@example.sk', user)
    fireEvent.change(field('Dátum'), { target: { value: '2030-01-10' } })
    await user.selectOptions(field('Čas'), '18:30')
    await user.selectOptions(field('Počet osôb'), '2')
    await user.click(screen.getByRole('button', { name: 'Rezervovať stôl' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Nemožno vybrať dátum v minulosti')
    expect(field('Dátum')).toHaveAttribute('aria-invalid', 'true')
  })

  it.each([
    [
      'en',
      'Full name',
      'Phone number',
      'Date',
      'Time',
      'Number of people',
      'Book my table',
      'This phone number or e-mail already has 3 bookings waiting for confirmation that day. Please wait for our call, or call us to change them.',
    ],
    [
      'sk',
      'Meno a priezvisko',
      'Telefónne číslo',
      'Dátum',
      'Čas',
      'Počet osôb',
      'Rezervovať stôl',
      'Na toto telefónne číslo alebo e-mail už v ten deň čakajú na potvrdenie 3 rezervácie. Počkajte na náš telefonát alebo nám zavolajte, ak ich chcete zmeniť.',
    ],
  ] as const)(
    'shows the refusal of a 4th booking that day in %s, keeping the form',
    async (language, name, phone, date, time, people, submit, shown) => {
      vi.useFakeTimers({ toFake: ['Date'], now: NOW })
      mockApi({
        ...menu,
        'POST /api/reservation': () => ({
          status: 409,
          body: {
            success: false,
            message:
              'This phone number or e-mail already has 3 bookings waiting for confirmation that day. Please wait for our call, or call us to change them.',
            code: 'TOO_MANY_BOOKINGS',
          },
        }),
      })
      const user = userEvent.setup()
      renderPage(language)
      await paste(field(name), 'Jana Nováková', user)
      await paste(field(phone), '+421 902 555 111', user)
      await paste(field('E-mail'), 'jana@example.sk', user)
      fireEvent.change(field(date), { target: { value: '2030-01-10' } })
      await user.selectOptions(field(time), '18:30')
      await user.selectOptions(field(people), '2')
      await user.click(screen.getByRole('button', { name: submit }))
      expect(await screen.findByRole('alert')).toHaveTextContent(shown)
      expect(field(name)).toHaveValue('Jana Nováková')
    },
  )
  it('words a refusal by its code in vi, whatever the server’s sentence', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    mockApi({
      ...menu,
      'POST /api/reservation': () => ({
        status: 409,
        body: { success: false, message: 'Some English sentence', code: 'CLOSED_DAY' },
      }),
    })
    const user = userEvent.setup()
    renderPage('vi')
    const named = (name: string) => document.querySelector<HTMLElement>(`[name="${name}"]`)!
    await paste(named('customerName'), 'Nguyễn Văn An', user)
    await paste(named('phone'), '0901 234 567', user)
    await paste(named('email'), 'an@example.vn', user)
    fireEvent.change(named('reservationDate'), { target: { value: '2030-01-10' } })
    await user.selectOptions(named('reservationTime'), '18:30')
    await user.selectOptions(named('numberOfPeople'), '2')
    await user.click(screen.getByRole('button', { name: 'Đặt bàn' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nhà hàng đóng cửa vào ngày đó. Vui lòng chọn ngày khác.',
    )
  })

  it('translates the server’s refusal of a control character', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    mockApi({
      ...menu,
      'POST /api/reservation': () => ({
        status: 400,
        body: {
          success: false,
          message: 'note: Text must not contain control characters',
          code: 'CONTROL_CHARACTERS',
          errors: { note: 'Text must not contain control characters' },
          fieldCodes: { note: 'CONTROL_CHARACTERS' },
        },
      }),
    })
    const user = userEvent.setup()
    renderPage('sk')
    await paste(field('Meno a priezvisko'), 'Jana Nováková', user)
    await paste(field('Telefónne číslo'), '+421 902 555 111', user)
    await paste(field('E-mail'), 'jana@example.sk', user)
    fireEvent.change(field('Dátum'), { target: { value: '2030-01-10' } })
    await user.selectOptions(field('Čas'), '18:30')
    await user.selectOptions(field('Počet osôb'), '2')
    await user.click(screen.getByRole('button', { name: 'Rezervovať stôl' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Odstráňte z poľa riadiace (neviditeľné) znaky',
    )
  })

  describe('when the time is full (409)', () => {
    const FULL = {
      status: 409,
      body: {
        success: false,
        message: 'This time is fully booked. Free nearby: 17:30, 18:00, 19:30',
        freeSlots: ['17:30', '18:00', '19:30'],
      },
    }
    const BOOKED = {
      status: 201,
      body: {
        success: true,
        message: 'ok',
        messageId: 'email-not-configured',
        reservationId: 'r1',
      },
    }

    async function bookFullTime(answers: unknown[]) {
      vi.useFakeTimers({ toFake: ['Date'], now: NOW })
      const calls = mockApi({ ...menu, 'POST /api/reservation': () => answers.shift() })
      const user = userEvent.setup()
      renderPage()
      await fillValid(user)
      await user.click(screen.getByRole('button', { name: 'Book my table' }))
      const alert = await screen.findByRole('alert')
      const sent = () => calls.filter((call) => call.url === '/api/reservation')
      return { user, alert, sent }
    }

    it('names the nearest free times as buttons', async () => {
      const { alert } = await bookFullTime([FULL])

      const list = within(alert).getByRole('list', {
        name: 'This time is full. Free times nearby:',
      })
      expect(
        within(list)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['17:30', '18:00', '19:30'])
      expect(alert).not.toHaveTextContent('fully booked')
    })

    it('fills the form with the free time picked, keeps the rest, and sends again', async () => {
      const { user, alert, sent } = await bookFullTime([FULL, BOOKED])

      await user.click(within(alert).getByRole('button', { name: '18:00' }))

      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      expect(timeSelect()).toHaveValue('18:00')
      expect(timeSelect()).toHaveFocus()
      expect(field('Date')).toHaveValue('2030-01-10')
      expect(field('Full name')).toHaveValue('Jana Nováková')
      expect(field('Special requests')).toHaveValue('A window table, please')
      await user.click(screen.getByRole('button', { name: 'Book my table' }))
      await screen.findByRole('dialog', { name: 'Table requested!' })
      expect(sent().map((call) => call.body)).toEqual([
        expect.objectContaining({ reservationTime: '18:30' }),
        {
          customerName: 'Jana Nováková',
          phone: '+421 902 555 111',
          email: 'jana@example.sk',
          reservationDate: '2030-01-10',
          reservationTime: '18:00',
          numberOfPeople: 4,
          note: 'A window table, please',
        },
      ])
    })

    it('puts back the day the free times belong to when the date was changed meanwhile', async () => {
      const { user, alert } = await bookFullTime([FULL])
      pickDate('2030-01-12')

      await user.click(within(alert).getByRole('button', { name: '19:30' }))

      expect(field('Date')).toHaveValue('2030-01-10')
      expect(timeSelect()).toHaveValue('19:30')
    })

    it('asks for another day when no time that day has room', async () => {
      const { alert } = await bookFullTime([
        {
          status: 409,
          body: {
            success: false,
            message: 'This time is fully booked. No other time that day has room for your party.',
            freeSlots: [],
          },
        },
      ])

      expect(alert).toHaveTextContent(
        'This time is full, and no other time that day has room for your party. Please choose another day.',
      )
      expect(within(alert).queryByRole('button')).not.toBeInTheDocument()
    })
  })

  it('falls back to "Failed to submit reservation"', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    mockApi({ ...menu, 'POST /api/reservation': () => ({ status: 502, body: {} }) })
    const user = userEvent.setup()
    renderPage()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Book my table' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit reservation')
  })

  it('shows a network error’s own text', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    mockApi({
      ...menu,
      'POST /api/reservation': () => {
        throw new TypeError('NetworkError when attempting to fetch resource.')
      },
    })
    const user = userEvent.setup()
    renderPage()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Book my table' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'NetworkError when attempting to fetch resource.',
    )
  })
})

describe('reservation page', () => {
  afterEach(() => vi.useRealTimers())

  it('shows the hours, contact and policy cards and sets the title', () => {
    mockApi(menu)
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Book a table' })).toBeInTheDocument()
    const hours = screen.getByRole('region', { name: 'Our opening hours' })
    expect(hours).toHaveTextContent('Monday – Saturday11:00–20:00')
    expect(hours).toHaveTextContent('Sunday11:00–17:00')
    const contact = screen.getByRole('region', { name: 'Prefer to call?' })
    expect(within(contact).getByRole('link', { name: '+421 902 123 456' })).toBeInTheDocument()
    expect(within(contact).getByRole('link', { name: 'ahoj@quan.sk' })).toBeInTheDocument()
    const policy = screen.getByRole('region', { name: 'Good to know' })
    for (const text of [
      'We hold your table for 15 minutes after the booked time.',
      'Please arrive 5 minutes early.',
      'Cancel at least 2 hours in advance, please.',
      'Our staff will call you within 2 hours to confirm your booking.',
      'Groups of 8+ should call us directly.',
    ]) {
      expect(within(policy).getByText(text)).toBeInTheDocument()
    }
    expect(document.title).toBe('Book a table · Quán')
  })

  it('rotates the hero across six scenes every 5 s, using the dishes’ own pictures', async () => {
    vi.useFakeTimers()
    mockApi({
      'GET /api/food/list': foodList([
        wireFood({ _id: 'f0', image: 'pho.webp' }),
        wireFood({ _id: 'f1', image: 'bun.webp' }),
      ]),
    })
    const { container } = renderPage()
    await act(async () => vi.advanceTimersByTimeAsync(50))
    const scenes = () => [...container.querySelectorAll('.reservation-hero__scene')]
    expect(scenes()).toHaveLength(6)
    expect(container.querySelector('.reservation-hero img')).toHaveAttribute(
      'src',
      '/images/pho.webp',
    )
    const active = () => scenes().findIndex((scene) => scene.getAttribute('data-active') === 'true')
    expect(active()).toBe(0)
    await act(async () => vi.advanceTimersByTimeAsync(HERO_ROTATION_MS))
    expect(active()).toBe(1)
    await act(async () => vi.advanceTimersByTimeAsync(HERO_ROTATION_MS * 5))
    expect(active()).toBe(0)
  })
})
