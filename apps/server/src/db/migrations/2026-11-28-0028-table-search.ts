import type { Kysely } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.
// The board's search finds a dine-in order by its table too (issue 24 §5): the table's name,
// folded, is the fourth line of the order's search text (the domain's orderSearchText), read
// back by the search from the index that holds the search text. Orders at a table placed before
// this migration get that line; no other order changes.

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
  // Dine-in came one migration ago: a restaurant's orders at a table are few so far.
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'search_text', 'table_name'])
    .where('table_name', 'is not', null)
    .execute()
  for (const order of orders) {
    const lines = String(order.search_text).split('\n').slice(0, 3)
    while (lines.length < 3) lines.push('')
    await db
      .updateTable('orders')
      .set({ search_text: [...lines, fold(String(order.table_name))].join('\n') })
      .where('id', '=', order.id)
      .execute()
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'search_text'])
    .where('table_name', 'is not', null)
    .execute()
  for (const order of orders) {
    await db
      .updateTable('orders')
      .set({ search_text: String(order.search_text).split('\n').slice(0, 3).join('\n') })
      .where('id', '=', order.id)
      .execute()
  }
}
