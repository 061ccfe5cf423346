import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { freshDatabase } from '../../../test/build-test-app'
import type { ShopContext } from '../../context'
import { openDatabase } from '../../db/create-db'
import { migrateToLatest } from '../../db/migrate'
import type { Database } from '../../db/schema'
import type { Kysely } from 'kysely'
import { anonymiseDue } from './anonymiser'

// Issue 24 §4 with issue 25's two instances on one PostgreSQL: both run the hourly anonymising
// round, and both may pick the same batch. Each record is anonymised and logged once.

const IDS = Array.from({ length: 5 }, (_, index) => `message-${index}`)

/** What a round reads of its shop: the database, the time, and a month's keeping. */
const shopOn = (db: Kysely<Database>) =>
  ({
    db,
    clock: { now: () => new Date('2028-03-04T12:00:00.000Z') },
    settings: { personalData: { read: async () => ({ retentionMonths: 1 }) } },
  }) as unknown as ShopContext

describe('the anonymiser on two instances of one PostgreSQL database', () => {
  it('anonymises and logs each record once when both rounds pick the same batch', async () => {
    const { database, dropDatabase, url } = await freshDatabase({ postgres: true })
    const other = openDatabase({ databaseUrl: url!, dataDir: ':memory:' })
    const holder = new pg.Client({ connectionString: url })
    const watcher = new pg.Client({ connectionString: url })
    try {
      await migrateToLatest(database.db, 'SK')
      await database.db
        .insertInto('contact_messages')
        .values(
          IDS.map((id) => ({
            id,
            name: 'Lan',
            email: 'lan@example.com',
            subject: 'Hello',
            message: 'Hello',
            created_at: '2028-01-01T10:00:00.000Z',
            handled_at: null,
            handled_by: null,
            language: 'en' as const,
          })),
        )
        .execute()
      // The rows held: both rounds read the same batch, then wait at their first write.
      await holder.connect()
      await holder.query('BEGIN')
      await holder.query('SELECT id FROM contact_messages WHERE id = ANY($1) FOR UPDATE', [IDS])
      const rounds = Promise.all([
        anonymiseDue(shopOn(database.db)),
        anonymiseDue(shopOn(other.db)),
      ])
      // Watched from outside the holder's transaction, whose view of the activity is fixed.
      await watcher.connect()
      await expect
        .poll(
          async () =>
            (
              await watcher.query(
                `SELECT count(*)::int AS waiting FROM pg_stat_activity
                 WHERE datname = current_database() AND wait_event_type = 'Lock'`,
              )
            ).rows[0].waiting,
          { timeout: 15_000 },
        )
        .toBe(2)
      await holder.query('COMMIT')

      const [one, two] = await rounds
      expect(one + two).toBe(IDS.length)
      const log = await database.db
        .selectFrom('personal_data_log')
        .select(['action', 'message_id'])
        .execute()
      expect(log.map((row) => row.message_id).sort()).toEqual(IDS)
      const left = await database.db
        .selectFrom('contact_messages')
        .select('id')
        .where('message', '!=', '')
        .execute()
      expect(left).toEqual([])
    } finally {
      await holder.end()
      await watcher.end()
      await other.close()
      await database.close()
      await dropDatabase()
    }
  })
})
