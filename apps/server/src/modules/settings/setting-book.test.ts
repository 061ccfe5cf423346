import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { openDatabase, type Db } from '../../db/create-db'
import { migrateToLatest } from '../../db/migrate'
import { fixedClock } from '../../lib/clock'
import { readSetting, writeSetting } from './repo'
import { SettingBook, type SettingBookOptions } from './setting-book'
import { SettingShelf, type SettingChanges } from './shelf'

// The book that keeps each of the restaurant's settings (issue 20 §4), on a database of its own:
// what it reads once, when it reads again, and what it tells the other instances.

let database: Db
beforeAll(async () => {
  database = openDatabase({ dataDir: ':memory:' })
  await migrateToLatest(database.db)
})
afterAll(() => database.close())
beforeEach(() => database.db.deleteFrom('settings').execute())

/** A setting stored as text, read back as a date: the stored form is not the value. */
const dueSetting = {
  key: 'due',
  schema: z.iso.datetime().transform((iso) => new Date(iso)),
  default: new Date('2026-01-01T00:00:00.000Z'),
  stored: (value: Date) => value.toISOString(),
}

function book(options: Partial<SettingBookOptions> = {}) {
  const clock = fixedClock('2026-03-02T11:00:00.000Z')
  const announced: string[] = []
  const due = new SettingBook(dueSetting, {
    db: database.db,
    clock,
    announce: (key) => announced.push(key),
    ...options,
  })
  return { due, clock, announced }
}

/** A change made by another instance: straight into the table, unheard of here. */
const changeElsewhere = (iso: string) => writeSetting(database.db, 'due', JSON.stringify(iso))

describe('a setting book', () => {
  it('reads the default when the setting was never saved, and stores nothing', async () => {
    const { due } = book()
    expect(await due.read()).toEqual(new Date('2026-01-01T00:00:00.000Z'))
    expect(await readSetting(database.db, 'due')).toBeUndefined()
  })

  it('saves the stored form, reads the value back and tells the others of the key', async () => {
    const { due, announced } = book()
    const saved = await due.save(new Date('2026-05-01T10:00:00.000Z'))
    expect(saved).toEqual(new Date('2026-05-01T10:00:00.000Z'))
    expect(await readSetting(database.db, 'due')).toBe('"2026-05-01T10:00:00.000Z"')
    expect(announced).toEqual(['due'])
  })

  it('keeps what it read until told to forget it', async () => {
    const { due } = book()
    await due.read()
    await changeElsewhere('2026-06-01T00:00:00.000Z')
    expect(await due.read()).toEqual(new Date('2026-01-01T00:00:00.000Z'))
    due.forget()
    expect(await due.read()).toEqual(new Date('2026-06-01T00:00:00.000Z'))
  })

  it('reads again once older than the longest age, on the clock it was given', async () => {
    const { due, clock } = book({ maxAgeMs: () => 5_000 })
    await due.read()
    await changeElsewhere('2026-06-01T00:00:00.000Z')
    clock.set('2026-03-02T11:00:04.999Z')
    expect(await due.read()).toEqual(new Date('2026-01-01T00:00:00.000Z'))
    clock.set('2026-03-02T11:00:05.000Z')
    expect(await due.read()).toEqual(new Date('2026-06-01T00:00:00.000Z'))
  })

  it('keeps no failed read: the next one tries again', async () => {
    const { due } = book()
    await writeSetting(database.db, 'due', '"not an instant"')
    await expect(due.read()).rejects.toThrow()
    await changeElsewhere('2026-06-01T00:00:00.000Z')
    expect(await due.read()).toEqual(new Date('2026-06-01T00:00:00.000Z'))
  })
})

describe('the settings shelf', () => {
  /** A relay stand-in: the shelf's one subscription, and a way to speak as another instance. */
  function relay() {
    const listeners = new Set<(key?: string) => void>()
    const changes: SettingChanges = {
      onSettingsChanged(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
    const hear = (key?: string) => listeners.forEach((listener) => listener(key))
    return { changes, listeners, hear }
  }

  async function readAll(shelf: SettingShelf) {
    return Promise.all([shelf.deliveryAreas.read(), shelf.kitchen.read(), shelf.ordering.read()])
  }

  it('subscribes once, and forgets only the setting another instance changed', async () => {
    const shelf = new SettingShelf({ db: database.db, clock: fixedClock('2026-03-02T11:00:00Z') })
    const { changes, listeners, hear } = relay()
    shelf.listen(changes)
    expect(listeners.size).toBe(1)

    const [areas, pace] = await readAll(shelf)
    await writeSetting(database.db, 'delivery_areas', '[]')
    await writeSetting(
      database.db,
      'kitchen_pace',
      JSON.stringify({ pause: { until: null }, delayMinutes: 15 }),
    )
    hear('delivery_areas')
    expect(await shelf.deliveryAreas.read()).toEqual([])
    expect(await shelf.kitchen.read()).toBe(pace)
    expect(areas).not.toEqual([])
  })

  it('forgets every setting when told of a change without its key (a link that was down)', async () => {
    const shelf = new SettingShelf({ db: database.db, clock: fixedClock('2026-03-02T11:00:00Z') })
    const { changes, hear } = relay()
    shelf.listen(changes)
    await readAll(shelf)
    await writeSetting(database.db, 'delivery_areas', '[]')
    await writeSetting(
      database.db,
      'kitchen_pace',
      JSON.stringify({ pause: { until: null }, delayMinutes: 15 }),
    )
    hear()
    expect(await shelf.deliveryAreas.read()).toEqual([])
    expect(await shelf.kitchen.read()).toEqual({ pause: { until: null }, delayMinutes: 15 })
  })
})
