import type { Kysely } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.
// The board's search of every day (issue 23 §1) looks at the orders' codes, guests' names
// (without their accents: 'nguyen' finds 'Nguyễn') and phones. Neither database folds accents,
// so each order keeps what the search compares, folded once: `search_text`, the code, the name
// and the phone's key, lower case, one a line (the domain's orderSearchText). The database then
// narrows a search down by LIKE on an index in the search's own order (newest first) holding
// what the search reads, and a year of a busy restaurant is searched without reading its orders'
// wide rows into the server.

const ORDERS_PER_ROUND = 1_000

/** foldText as it was when this migration was written (domain fold-text.ts). */
function fold(text: string): string {
  return text
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\u0111/g, 'd')
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations outlive the schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('search_text', 'text', (column) => column.notNull().defaultTo(''))
    .execute()
  for (;;) {
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'tracking_code', 'first_name', 'last_name', 'phone_key'])
      .where('search_text', '=', '')
      .limit(ORDERS_PER_ROUND)
      .execute()
    for (const order of orders) {
      const name = fold(`${order.first_name} ${order.last_name}`)
      await db
        .updateTable('orders')
        .set({ search_text: [order.tracking_code.toLowerCase(), name, order.phone_key].join('\n') })
        .where('id', '=', order.id)
        .execute()
    }
    if (orders.length < ORDERS_PER_ROUND) break
  }
  await db.schema
    .createIndex('orders_search')
    .on('orders')
    .columns([
      'created_at',
      'id',
      'payment_state',
      'search_text',
      'tracking_code',
      'first_name',
      'last_name',
      'phone',
      'phone_key',
    ])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_search').execute()
  await db.schema.alterTable('orders').dropColumn('search_text').execute()
}
