import type { Kysely } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.

interface Group {
  name: string
  defaultChoiceCode: string
  choices: { code: string }[]
}

/** The cart cap of one line when this migration was written. */
const MAX_LINE_QUANTITY = 99

/**
 * The canonical key of a stored key as the domain wrote it on 2026-11-23 (canonicalCartKey): every
 * option group in the dish's order, defaults filled in, no whitespace. Undefined when the key
 * cannot be read, or names a dish or options that are not there: such lines stay as they are.
 */
function canonical(key: string, optionsOf: Map<string, Group[]>): string | undefined {
  const split = key.indexOf('_{')
  const foodId = split === -1 ? key : key.slice(0, split)
  const groups = optionsOf.get(foodId)
  if (!groups) return undefined
  let chosen: Record<string, unknown> = {}
  if (split !== -1) {
    try {
      chosen = JSON.parse(key.slice(split + 1)) as Record<string, unknown>
    } catch {
      return undefined
    }
    if (typeof chosen !== 'object' || chosen === null || Array.isArray(chosen)) return undefined
  }
  for (const [name, code] of Object.entries(chosen)) {
    const group = groups.find((candidate) => candidate.name === name)
    if (!group?.choices.some((choice) => choice.code === code)) return undefined
  }
  const entries = new Map<string, string>()
  for (const group of groups) {
    if (entries.has(group.name)) continue
    const code = Object.hasOwn(chosen, group.name) ? chosen[group.name] : undefined
    const choice =
      group.choices.find((candidate) => candidate.code === code) ??
      group.choices.find((candidate) => candidate.code === group.defaultChoiceCode) ??
      group.choices[0]
    if (choice) entries.set(group.name, choice.code)
  }
  return entries.size === 0 ? foodId : `${foodId}_${JSON.stringify(Object.fromEntries(entries))}`
}

/**
 * Cart keys used to be stored as sent, so `id_{ }` and `id_{}` were lines of their own beside
 * `id`, past the per-line cap. From now on the server stores one canonical key per line; this
 * merges the lines already stored under other spellings into it, keeping the cap.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema, by design
export async function up(db: Kysely<any>): Promise<void> {
  const foods = (await db.selectFrom('foods').select(['id', 'options']).execute()) as {
    id: string
    options: string
  }[]
  const optionsOf = new Map(foods.map((food) => [food.id, JSON.parse(food.options) as Group[]]))
  const lines = (await db
    .selectFrom('cart_lines')
    .select(['user_id', 'cart_key', 'quantity'])
    .execute()) as { user_id: string; cart_key: string; quantity: number }[]

  const merged = new Map<
    string,
    { userId: string; key: string; quantity: number; from: string[] }
  >()
  for (const line of lines) {
    const key = canonical(line.cart_key, optionsOf) ?? line.cart_key
    const id = JSON.stringify([line.user_id, key])
    const entry = merged.get(id) ?? { userId: line.user_id, key, quantity: 0, from: [] }
    entry.quantity += line.quantity
    entry.from.push(line.cart_key)
    merged.set(id, entry)
  }

  // PostgreSQL runs each migration in a transaction already; SQLite does not, and a line must not
  // be lost between its delete and its insert.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
  const merge = async (trx: Kysely<any>) => {
    for (const entry of merged.values()) {
      if (entry.from.length === 1 && entry.from[0] === entry.key) continue
      await trx
        .deleteFrom('cart_lines')
        .where('user_id', '=', entry.userId)
        .where('cart_key', 'in', entry.from)
        .execute()
      await trx
        .insertInto('cart_lines')
        .values({
          user_id: entry.userId,
          cart_key: entry.key,
          quantity: Math.min(entry.quantity, MAX_LINE_QUANTITY),
        })
        .execute()
    }
  }
  if (db.isTransaction) await merge(db)
  else await db.transaction().execute(merge)
}

/** Nothing to undo: the canonical keys read as well as the old ones. */
export async function down(): Promise<void> {}
