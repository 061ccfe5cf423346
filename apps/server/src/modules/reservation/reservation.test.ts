import { reservationSlots } from '@quan/domain'
import { makeReservationBody } from '@quan/domain/testing'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin } from '../../../test/auth'
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app'
import { deadPort, MailSink } from '../../../test/smtp'

const SUBMITTED = 'Reservation submitted successfully! We will call you within 2 hours to confirm.'
const WEEKDAY_TIMES = 'Please choose a time between 11:00 and 19:30, every 30 minutes'
const SUNDAY_TIMES = 'Please choose a time between 11:00 and 16:30, every 30 minutes'
const PASSED_TODAY = 'That time has already passed today. Please choose a later time.'

// TEST_NOW is Monday 2026-03-02, 12:00 in Bratislava.
const TODAY = '2026-03-02'
const YESTERDAY = '2026-03-01'
const TUESDAY = '2026-03-03'
const SUNDAY = '2026-03-08'

const book = (app: TestApp['app'], payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/reservation', payload: payload as object, headers })

describe('POST /api/reservation without e-mail', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await buildTestApp()
  })

  afterEach(() => {
    t.clock.set(TEST_NOW)
  })

  afterAll(async () => {
    await t.close()
  })

  const storedFor = (email: string) =>
    t.db.selectFrom('reservations').selectAll().where('email', '=', email).execute()

  it('books the table, answers 201 and says no e-mail is configured', async () => {
    const body = makeReservationBody({
      customerName: 'Lan Nguyen',
      email: 'lan.booking@example.com',
      phone: '+421 901 234 567',
      reservationDate: TUESDAY,
      reservationTime: '19:00',
      numberOfPeople: 4,
      note: 'A high chair, please',
    })

    const response = await book(t.app, body)

    expect(response.statusCode).toBe(201)
    const answer = response.json()
    expect(answer).toEqual({
      success: true,
      message: SUBMITTED,
      messageId: 'email-not-configured',
      reservationId: expect.any(String),
    })
    const stored = await storedFor('lan.booking@example.com')
    expect(stored).toEqual([
      {
        id: answer.reservationId,
        customer_name: 'Lan Nguyen',
        phone: '+421 901 234 567',
        email: 'lan.booking@example.com',
        reservation_date: TUESDAY,
        reservation_time: '19:00',
        number_of_people: 4,
        note: 'A high chair, please',
        status: 'pending',
        message_id: null,
        created_at: TEST_NOW,
        updated_at: null,
        handled_by: null,
        language: 'en',
        // Not yet taken out (issue 24 §4, migration 0026).
        anonymised_at: null,
      },
    ])
    // No SMTP_URL: nothing is queued that nothing would send.
    expect(await t.db.selectFrom('mail_outbox').select('id').execute()).toEqual([])
  })

  it('keeps the language the guest booked in, from Accept-Language', async () => {
    const response = await book(t.app, makeReservationBody({ email: 'sk.lang@example.com' }), {
      'accept-language': 'sk',
    })

    expect(response.statusCode).toBe(201)
    expect((await storedFor('sk.lang@example.com'))[0]?.language).toBe('sk')
  })

  it('takes the number of people as a numeric string, as the form sends it', async () => {
    const response = await book(
      t.app,
      makeReservationBody({
        email: 'string.people@example.com',
        numberOfPeople: '4' as unknown as number,
      }),
    )

    expect(response.statusCode).toBe(201)
    expect((await storedFor('string.people@example.com'))[0]?.number_of_people).toBe(4)
  })

  it('stores an empty note as none', async () => {
    const response = await book(t.app, makeReservationBody({ email: 'no.note@example.com' }))

    expect(response.statusCode).toBe(201)
    expect((await storedFor('no.note@example.com'))[0]?.note).toBeNull()
  })

  it.each([
    ['a missing full name', { customerName: undefined }, 'Full name is required'],
    ['a blank full name', { customerName: '  ' }, 'Full name is required'],
    ['a one-letter name', { customerName: 'L' }, 'Name must be at least 2 characters long'],
    ['a missing phone', { phone: undefined }, 'Phone number is required'],
    [
      'a phone of 9 digits',
      { phone: '0901 234 56' },
      'Phone number must contain at least 10 digits',
    ],
    ['a missing email', { email: undefined }, 'Email is required'],
    ['a malformed email', { email: 'lan@example' }, 'Please enter a valid email address'],
    ['a missing date', { reservationDate: undefined }, 'Date is required'],
    ['a date that does not exist', { reservationDate: '2026-02-30' }, 'Please enter a valid date'],
    ['a date in another format', { reservationDate: '03/10/2026' }, 'Please enter a valid date'],
    ['a missing time', { reservationTime: undefined }, 'Time is required'],
    ['a time that is not HH:MM', { reservationTime: '7pm' }, 'Please choose a valid time'],
    ['a missing number of people', { numberOfPeople: undefined }, 'Number of people is required'],
    ['an empty number of people', { numberOfPeople: '' }, 'Number of people is required'],
    ['0 people', { numberOfPeople: 0 }, 'Party size must be between 1 and 10'],
    ['11 people', { numberOfPeople: 11 }, 'Party size must be between 1 and 10'],
    ['2.5 people', { numberOfPeople: 2.5 }, 'Party size must be between 1 and 10'],
    [
      'a number of people that is no number',
      { numberOfPeople: 'four' },
      'Party size must be between 1 and 10',
    ],
    ['a past date', { reservationDate: YESTERDAY }, 'Cannot select a past date'],
    ['20:00 on a weekday', { reservationDate: TUESDAY, reservationTime: '20:00' }, WEEKDAY_TIMES],
    ['11:15 on a weekday', { reservationDate: TUESDAY, reservationTime: '11:15' }, WEEKDAY_TIMES],
    ['10:30 before opening', { reservationDate: TUESDAY, reservationTime: '10:30' }, WEEKDAY_TIMES],
    ['17:00 on a Sunday', { reservationDate: SUNDAY, reservationTime: '17:00' }, SUNDAY_TIMES],
    [
      'a slot that passed today',
      { reservationDate: TODAY, reservationTime: '11:30' },
      PASSED_TODAY,
    ],
    [
      'the slot of this very minute',
      { reservationDate: TODAY, reservationTime: '12:00' },
      PASSED_TODAY,
    ],
  ])('refuses %s with 400 and its message', async (_case, overrides, message) => {
    const before = await t.db.selectFrom('reservations').select('id').execute()

    const response = await book(t.app, { ...makeReservationBody(), ...overrides })

    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message })
    const after = await t.db.selectFrom('reservations').select('id').execute()
    expect(after).toHaveLength(before.length)
  })

  it.each([
    ['the next slot today', TODAY, '12:30'],
    ['the last weekday slot', TUESDAY, '19:30'],
    ['the first slot', TUESDAY, '11:00'],
    ['the last Sunday slot', SUNDAY, '16:30'],
  ])('takes %s', async (_case, reservationDate, reservationTime) => {
    const response = await book(t.app, makeReservationBody({ reservationDate, reservationTime }))

    expect(response.statusCode).toBe(201)
  })

  it('takes 1 and 10 people', async () => {
    for (const numberOfPeople of [1, 10]) {
      // Guests of their own: the default guest has booked this day more than once already.
      const guest = {
        phone: `0977 000 ${String(numberOfPeople).padStart(3, '0')}`,
        email: `party-${numberOfPeople}@example.com`,
      }
      const response = await book(t.app, makeReservationBody({ numberOfPeople, ...guest }))
      expect(response.statusCode).toBe(201)
    }
  })

  it('judges past dates in Bratislava: at 00:30 on 03-03 there, 03-02 is past', async () => {
    t.clock.set('2026-03-02T23:30:00Z')

    const yesterday = await book(
      t.app,
      makeReservationBody({ reservationDate: TODAY, reservationTime: '19:30' }),
    )
    // A guest of their own: Lan's +421 901 234 567 is 0901234567 too (issue 19 §1.2), and she
    // has booked that day already.
    const today = await book(
      t.app,
      makeReservationBody({
        reservationDate: TUESDAY,
        reservationTime: '11:00',
        phone: '0944 000 189',
        email: 'hoa@example.com',
      }),
    )

    expect(yesterday.statusCode).toBe(400)
    expect(yesterday.json()).toMatchObject({
      success: false,
      message: 'Cannot select a past date',
    })
    expect(today.statusCode).toBe(201)
  })

  it('counts passed slots on the Bratislava clock, not the UTC one', async () => {
    // 10:45 UTC is 11:45 in Bratislava.
    t.clock.set('2026-03-02T10:45:00Z')

    const passed = await book(
      t.app,
      makeReservationBody({ reservationDate: TODAY, reservationTime: '11:30' }),
    )
    const next = await book(
      t.app,
      makeReservationBody({ reservationDate: TODAY, reservationTime: '12:00' }),
    )

    expect(passed.statusCode).toBe(400)
    expect(passed.json().message).toBe(PASSED_TODAY)
    expect(next.statusCode).toBe(201)
  })
})

describe('POST /api/reservation with e-mail', () => {
  const sink = new MailSink()
  let t: TestApp

  beforeAll(async () => {
    const port = await sink.listen()
    t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } })
  })

  afterAll(async () => {
    await t.close()
    await sink.close()
  })

  it('queues the guest a confirmation, answers with its id, and the worker mails it', async () => {
    const response = await book(
      t.app,
      makeReservationBody({
        customerName: 'Lan Nguyen',
        email: 'lan.mail@example.com',
        reservationDate: '2026-03-10',
        reservationTime: '18:30',
        numberOfPeople: 6,
      }),
    )

    expect(response.statusCode).toBe(201)
    const answer = response.json()
    expect(answer.success).toBe(true)
    expect(answer.messageId).toEqual(expect.any(String))
    expect(answer.messageId).not.toBe('email-not-configured')
    const stored = await t.db
      .selectFrom('reservations')
      .select('message_id')
      .where('id', '=', answer.reservationId)
      .executeTakeFirstOrThrow()
    expect(stored.message_id).toBe(answer.messageId)

    await t.app.mailOutbox.drain()
    expect(sink.received).toHaveLength(1)
    const mail = sink.received[0]!
    expect(mail.to).toEqual(['lan.mail@example.com'])
    expect(mail.headers.to).toBe('lan.mail@example.com')
    // The answer's id is the mail's own Message-ID.
    expect(mail.headers['message-id']).toBe(`<${answer.messageId}@quan.local>`)
    expect(mail.subject).toBe(
      'We have your booking request at Quán: Tuesday 10 March 2026 at 18:30',
    )
    expect(mail.text).toContain('Hello Lan Nguyen,')
    expect(mail.text).toContain('a table for 6 people on Tuesday 10 March 2026 at 18:30')
  })

  it('says e-mail is configured in /api/config', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' })

    expect(response.json().data.emailConfigured).toBe(true)
  })
})

describe('POST /api/reservation when the mail server is down', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${await deadPort()}` } })
  })

  afterAll(async () => {
    await t.close()
  })

  it('still books the table at once, and keeps the mail to try again', async () => {
    const started = performance.now()
    const response = await book(t.app, makeReservationBody({ email: 'down@example.com' }))
    const took = performance.now() - started

    expect(response.statusCode).toBe(201)
    const answer = response.json()
    expect(answer).toMatchObject({ success: true, message: SUBMITTED })
    expect(took).toBeLessThan(500)
    const stored = await t.db
      .selectFrom('reservations')
      .select(['email', 'message_id'])
      .where('email', '=', 'down@example.com')
      .execute()
    expect(stored).toEqual([{ email: 'down@example.com', message_id: answer.messageId }])

    await t.app.mailOutbox.drain()
    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', answer.messageId)
      .executeTakeFirstOrThrow()
    expect(mail).toMatchObject({
      kind: 'reservation-received',
      to: 'down@example.com',
      attempts: 1,
      sent_at: null,
      // A minute after the failed try (the clock stands still in tests).
      next_attempt_at: '2026-03-02T11:01:00.000Z',
    })
    expect(mail.last_error).toMatch(/ECONNREFUSED/)
  })
})

describe('POST /api/reservation when slots fill up', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await buildTestApp()
  })

  afterEach(() => {
    t.clock.set(TEST_NOW)
  })

  afterAll(async () => {
    await t.close()
  })

  let seeded = 0

  /** Bookings that are already there, written straight into the database. */
  async function alreadyBooked(date: string, time: string, parties: number[], status = 'pending') {
    await t.db
      .insertInto('reservations')
      .values(
        parties.map((people) => {
          seeded += 1
          return {
            id: `seeded-${seeded}`,
            customer_name: 'Earlier Guest',
            phone: `0911 000 ${String(seeded).padStart(3, '0')}`,
            email: `earlier-${seeded}@example.com`,
            reservation_date: date,
            reservation_time: time,
            number_of_people: people,
            note: null,
            status,
            message_id: null,
            created_at: TEST_NOW,
            updated_at: null,
            handled_by: null,
            language: 'en' as const,
          }
        }),
      )
      .execute()
  }

  const coversAt = async (date: string, time: string) => {
    const rows = await t.db
      .selectFrom('reservations')
      .select(['number_of_people', 'status'])
      .where('reservation_date', '=', date)
      .where('reservation_time', '=', time)
      .execute()
    return rows
      .filter((row) => row.status !== 'cancelled')
      .reduce((sum, row) => sum + row.number_of_people, 0)
  }

  it('seats up to 40 guests in a slot', async () => {
    const date = '2030-05-07' // a Tuesday
    await alreadyBooked(date, '19:00', [10, 10, 10, 6])

    const response = await book(
      t.app,
      makeReservationBody({ reservationDate: date, reservationTime: '19:00', numberOfPeople: 4 }),
    )

    expect(response.statusCode).toBe(201)
    expect(await coversAt(date, '19:00')).toBe(40)
  })

  it('refuses a full slot with 409, naming the nearest free slots, and stores nothing', async () => {
    const date = '2030-05-14'
    await alreadyBooked(date, '19:00', [10, 10, 10, 10])
    await alreadyBooked(date, '18:30', [10, 10, 10, 8])

    const response = await book(
      t.app,
      makeReservationBody({
        reservationDate: date,
        reservationTime: '19:00',
        numberOfPeople: 4,
        email: 'too.late@example.com',
      }),
    )

    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      success: false,
      message: 'This time is fully booked. Free nearby: 17:30, 18:00, 19:30',
      code: 'SLOT_FULL',
      freeSlots: ['17:30', '18:00', '19:30'],
    })
    const stored = await t.db
      .selectFrom('reservations')
      .select('id')
      .where('email', '=', 'too.late@example.com')
      .execute()
    expect(stored).toEqual([])
  })

  it('says how many seats are left when the party is too large for them', async () => {
    const date = '2030-05-21'
    await alreadyBooked(date, '12:00', [10, 10, 10, 6])

    const tooMany = await book(
      t.app,
      makeReservationBody({ reservationDate: date, reservationTime: '12:00', numberOfPeople: 6 }),
    )
    const fitting = await book(
      t.app,
      makeReservationBody({ reservationDate: date, reservationTime: '12:00', numberOfPeople: 4 }),
    )

    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json()).toMatchObject({
      message: 'This time has room for only 4 more guests. Free nearby: 11:00, 11:30, 12:30',
      freeSlots: ['11:00', '11:30', '12:30'],
    })
    expect(fitting.statusCode).toBe(201)
  })

  it('counts pending and confirmed bookings, and not cancelled ones', async () => {
    const date = '2030-05-28'
    await alreadyBooked(date, '13:00', [10, 10], 'confirmed')
    await alreadyBooked(date, '13:00', [10, 6], 'pending')
    await alreadyBooked(date, '13:00', [10, 10, 10], 'cancelled')

    const four = await book(
      t.app,
      makeReservationBody({ reservationDate: date, reservationTime: '13:00', numberOfPeople: 4 }),
    )
    const one = await book(
      t.app,
      makeReservationBody({ reservationDate: date, reservationTime: '13:00', numberOfPeople: 1 }),
    )

    expect(four.statusCode).toBe(201)
    expect(one.statusCode).toBe(409)
  })

  it('suggests only slots still ahead today', async () => {
    // 12:00 in Bratislava: 11:30 and 12:00 have passed.
    await alreadyBooked(TODAY, '12:30', [10, 10, 10, 10])

    const response = await book(
      t.app,
      makeReservationBody({ reservationDate: TODAY, reservationTime: '12:30', numberOfPeople: 2 }),
    )

    expect(response.statusCode).toBe(409)
    expect(response.json().freeSlots).toEqual(['13:00', '13:30', '14:00'])
  })

  it('suggests only slots that can take the whole party', async () => {
    const date = '2030-06-04'
    await alreadyBooked(date, '15:00', [10, 10, 10, 10])
    await alreadyBooked(date, '14:30', [10, 10, 10, 5])
    await alreadyBooked(date, '15:30', [10, 10, 10, 2])

    const response = await book(
      t.app,
      makeReservationBody({ reservationDate: date, reservationTime: '15:00', numberOfPeople: 6 }),
    )

    expect(response.json().freeSlots).toEqual(['14:00', '15:30', '16:00'])
  })

  it('asks for another day when no time that day has room', async () => {
    const date = '2030-06-09' // a Sunday: 11:00 to 16:30
    for (const time of reservationSlots(date)) await alreadyBooked(date, time, [10, 10, 10, 10])

    const response = await book(
      t.app,
      makeReservationBody({ reservationDate: date, reservationTime: '12:00', numberOfPeople: 1 }),
    )

    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      success: false,
      message:
        'This time is fully booked. No other time that day has room for your party; please choose another day.',
      code: 'SLOT_FULL',
      freeSlots: [],
    })
  })

  it('never seats more than 40 when ten guests book the last seats at once', async () => {
    const date = '2030-06-11'
    await alreadyBooked(date, '19:00', [10, 10, 10, 4])

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        book(
          t.app,
          makeReservationBody({
            reservationDate: date,
            reservationTime: '19:00',
            numberOfPeople: 2,
            phone: `0988 000 ${String(i).padStart(3, '0')}`,
            email: `race-${i}@example.com`,
          }),
        ),
      ),
    )

    const codes = answers.map((answer) => answer.statusCode)
    expect(codes.filter((code) => code === 201)).toHaveLength(3)
    expect(codes.filter((code) => code === 409)).toHaveLength(7)
    expect(await coversAt(date, '19:00')).toBe(40)
  })

  it('never seats more than 40 when ten parties race for an empty slot', async () => {
    const date = '2030-06-18'

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        book(
          t.app,
          makeReservationBody({
            reservationDate: date,
            reservationTime: '12:00',
            numberOfPeople: 7,
            phone: `0999 000 ${String(i).padStart(3, '0')}`,
            email: `party-of-7-${i}@example.com`,
          }),
        ),
      ),
    )

    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5)
    expect(await coversAt(date, '12:00')).toBe(35)
  })
})

describe('POST /api/reservation with RESERVATION_CAPACITY set', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await buildTestApp({ env: { RESERVATION_CAPACITY: '12' } })
  })

  afterAll(async () => {
    await t.close()
  })

  it('seats as many guests per slot as configured', async () => {
    const slot = { reservationDate: TUESDAY, reservationTime: '18:00' }

    const first = await book(t.app, makeReservationBody({ ...slot, numberOfPeople: 8 }))
    const second = await book(t.app, makeReservationBody({ ...slot, numberOfPeople: 5 }))
    const third = await book(t.app, makeReservationBody({ ...slot, numberOfPeople: 4 }))

    expect(first.statusCode).toBe(201)
    expect(second.statusCode).toBe(409)
    expect(second.json().message).toBe(
      'This time has room for only 4 more guests. Free nearby: 17:00, 17:30, 18:30',
    )
    expect(third.statusCode).toBe(201)
  })
})

describe('POST /api/reservation when one guest books a day over', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await buildTestApp()
  })

  afterAll(async () => {
    await t.close()
  })

  const TOO_MANY =
    'This phone number or e-mail already has 3 bookings waiting for confirmation that day. ' +
    'Please wait for our call, or call us to change them.'
  const TIMES = ['11:00', '12:00', '13:00', '14:00', '15:00', '16:00']
  let guests = 0
  /** Another guest's own phone and e-mail, so only what a test shares is shared. */
  const someone = (overrides: Parameters<typeof makeReservationBody>[0] = {}) => {
    guests += 1
    return makeReservationBody({
      phone: `0922 ${String(guests).padStart(6, '0')}`,
      email: `guest-${guests}@example.com`,
      numberOfPeople: 2,
      ...overrides,
    })
  }
  const storedOn = async (date: string) =>
    (
      await t.db
        .selectFrom('reservations')
        .select(['phone', 'email', 'status'])
        .where('reservation_date', '=', date)
        .execute()
    ).length

  it('refuses a 4th pending booking for one phone number that day, however it is written', async () => {
    const date = '2030-06-04'
    // Issue 19 §1.2: with its country code or without, 00 for +, or a (0) for callers at home.
    const phones = ['+421 933 111 222', '0933 111 222', '00421933111222', '+421 (0)933 111 222']

    const answers = []
    for (const [i, phone] of phones.entries()) {
      answers.push(
        await book(t.app, someone({ phone, reservationDate: date, reservationTime: TIMES[i] })),
      )
    }

    expect(answers.map((response) => response.statusCode)).toEqual([201, 201, 201, 409])
    expect(answers[3]?.json()).toEqual({
      success: false,
      message: TOO_MANY,
      code: 'TOO_MANY_BOOKINGS',
    })
    expect(await storedOn(date)).toBe(3)
  })

  it('refuses a 4th pending booking for one e-mail that day, whatever its case', async () => {
    const date = '2030-06-05'
    const emails = ['hoa@example.com', 'Hoa@Example.com', 'HOA@EXAMPLE.COM', 'hoa@EXAMPLE.com']

    const answers = []
    for (const [i, email] of emails.entries()) {
      answers.push(
        await book(t.app, someone({ email, reservationDate: date, reservationTime: TIMES[i] })),
      )
    }

    expect(answers.map((response) => response.statusCode)).toEqual([201, 201, 201, 409])
    expect(answers[3]?.json()).toEqual({
      success: false,
      message: TOO_MANY,
      code: 'TOO_MANY_BOOKINGS',
    })
    expect(await storedOn(date)).toBe(3)
  })

  it('counts only pending bookings: confirmed and cancelled ones leave room', async () => {
    const date = '2030-06-06'
    const phone = '0944 555 666'
    const ids: string[] = []
    for (const time of TIMES.slice(0, 3)) {
      const response = await book(
        t.app,
        someone({ phone, reservationDate: date, reservationTime: time }),
      )
      ids.push(response.json().reservationId)
    }
    const admin = await loginAdmin(t.app)
    for (const [id, action] of [
      [ids[0], 'confirm'],
      [ids[1], 'cancel'],
    ]) {
      const handled = await t.app.inject({
        method: 'POST',
        url: `/api/admin/reservations/${id}/${action}`,
        headers: { token: admin },
        payload: {},
      })
      expect(handled.statusCode).toBe(200)
    }

    const answers = []
    for (const time of TIMES.slice(3, 6)) {
      answers.push(
        await book(t.app, someone({ phone, reservationDate: date, reservationTime: time })),
      )
    }

    expect(answers.map((response) => response.statusCode)).toEqual([201, 201, 409])
  })

  it('lets the same guest book another day', async () => {
    const email = 'vy@example.com'
    for (const time of TIMES.slice(0, 3)) {
      await book(t.app, someone({ email, reservationDate: '2030-06-11', reservationTime: time }))
    }

    const otherDay = await book(t.app, someone({ email, reservationDate: '2030-06-12' }))
    const otherGuest = await book(t.app, someone({ reservationDate: '2030-06-11' }))

    expect(otherDay.statusCode).toBe(201)
    expect(otherGuest.statusCode).toBe(201)
  })

  it.each([
    ['phone number', (i: number) => ({ phone: '0955 123 456', email: `race-${i}@example.com` })],
    [
      'e-mail',
      (i: number) => ({ phone: `0966 ${String(i).padStart(6, '0')}`, email: 'RACE@example.com' }),
    ],
  ])('holds 3 per %s when six bookings arrive at once, at different times', async (_case, who) => {
    const date = _case === 'e-mail' ? '2030-06-18' : '2030-06-19'

    const answers = await Promise.all(
      TIMES.map((time, i) =>
        book(t.app, someone({ ...who(i), reservationDate: date, reservationTime: time })),
      ),
    )

    const statuses = answers.map((response) => response.statusCode).sort()
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409])
    expect(await storedOn(date)).toBe(3)
  })
})
