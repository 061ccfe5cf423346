import { createECDH, randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { ShopContext } from '../context'
import { migrateToLatest } from '../db/migrate'
import type { Database } from '../db/schema'
import { ensureAdmin } from '../modules/user/service'
import { seedDemoRestaurant } from './seed'

/** JWT_SECRET, or one made on first start and kept in the database so tokens outlive restarts. */
async function jwtSecret(db: Kysely<Database>, configured: string | undefined): Promise<string> {
  if (configured) return configured
  return keptSecret(db, 'jwt_secret')
}

/**
 * A secret made on first start and kept in the database under `key`; every instance and every
 * restart reads the same one (the first writer wins the insert).
 */
async function keptSecret(db: Kysely<Database>, key: string): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow()
  return row.value
}

/** A VAPID key pair (Web Push, issue 24 §2), both halves base64url as web-push takes them. */
export interface VapidKeys {
  publicKey: string
  privateKey: string
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or a pair made on first start and kept in the database
 * like the JWT secret: browsers subscribed with the public key, so it must outlive restarts.
 */
async function vapidKeys(
  db: Kysely<Database>,
  configured: { publicKey: string | undefined; privateKey: string | undefined },
): Promise<VapidKeys> {
  const { publicKey, privateKey } = configured
  if (publicKey && privateKey) return { publicKey, privateKey }
  if (publicKey || privateKey) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together, or neither')
  }
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  // 32 bytes always: web-push refuses a shorter key, and one in 256 starts with a zero byte.
  const secret = ecdh.getPrivateKey()
  const made: VapidKeys = {
    publicKey: ecdh.getPublicKey('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32 - secret.length), secret]).toString('base64url'),
  }
  await db
    .insertInto('settings')
    .values({ key: 'vapid_keys', value: JSON.stringify(made) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'vapid_keys')
    .executeTakeFirstOrThrow()
  return JSON.parse(row.value) as VapidKeys
}

/** Any number that no other lock of the shop uses: the key of the start-up lock. */
const PREPARE_LOCK = 7_202_611

export interface Prepared {
  jwtSecret: string
  vapidKeys: VapidKeys
  /**
   * What the tables' QR links are signed with (issue 24 §5), kept like the JWT secret but apart
   * from it: a JWT_SECRET changed to sign everyone out leaves the printed sheets working.
   */
  tableSecret: string
}

/**
 * Everything a database needs before the first request: schema, demo menu, admin, secret.
 * Several instances may start at once on one PostgreSQL database, so there they prepare it one
 * after the other, under a session lock on one connection: the second finds the menu seeded
 * and the admin made instead of seeding a second menu or failing on a duplicate admin.
 */
export async function prepareDatabase(ctx: ShopContext): Promise<Prepared> {
  if (ctx.engine !== 'postgres') return prepareOn(ctx)
  return ctx.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${PREPARE_LOCK})`.execute(connection)
    try {
      return await prepareOn({ ...ctx, db: connection })
    } finally {
      await sql`select pg_advisory_unlock(${PREPARE_LOCK})`.execute(connection)
    }
  })
}

async function prepareOn(ctx: ShopContext): Promise<Prepared> {
  await migrateToLatest(ctx.db, ctx.config.country)
  if (ctx.config.seedDemo && (await seedDemoRestaurant(ctx.db, ctx.clock.now()))) {
    ctx.log.info('seeded the demo restaurant')
  }
  if (ctx.config.admin) await ensureAdmin(ctx, ctx.config.admin)
  return {
    jwtSecret: await jwtSecret(ctx.db, ctx.config.jwtSecret),
    vapidKeys: await vapidKeys(ctx.db, ctx.config.vapid),
    tableSecret: await keptSecret(ctx.db, 'table_secret'),
  }
}
