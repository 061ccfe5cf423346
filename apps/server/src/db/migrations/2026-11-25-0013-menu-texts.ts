import type { Kysely } from 'kysely'

// Frozen: never import app code here. Runs on SQLite and PostgreSQL alike.

interface StoredGroup {
  name: string
  nameVI?: string
  nameEN?: string
  nameSK?: string
  choices: { code: string; label: string; labelVI?: string; labelEN?: string; labelSK?: string }[]
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against no schema, by design
export async function up(db: Kysely<any>): Promise<void> {
  // Issue 12 §1: every menu text in vi, en and sk beside its base text, as dish names have been
  // since the start. Blank: the base text. Option groups and choices live in the dish's options
  // JSON, so their texts need no column.
  for (const column of ['description_vi', 'description_en', 'description_sk']) {
    await db.schema
      .alterTable('foods')
      .addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
      .execute()
  }
  for (const column of ['name_vi', 'name_en', 'name_sk']) {
    await db.schema
      .alterTable('categories')
      .addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
      .execute()
  }
  // Each line keeps its dish's names and its chosen options' texts as sold (JSON), so the track
  // page, the board and mails read it in their reader's language whatever the menu becomes.
  await db.schema.alterTable('order_lines').addColumn('texts', 'text').execute()

  // Lines sold before: their texts as the menu has them now, or the line's own name and codes
  // where the dish is gone.
  const lines = await db
    .selectFrom('order_lines')
    .leftJoin('foods', 'foods.id', 'order_lines.food_id')
    .select([
      'order_lines.order_id as orderId',
      'order_lines.position as position',
      'order_lines.options as selection',
      'foods.name_vi as nameVI',
      'foods.name_en as nameEN',
      'foods.name_sk as nameSK',
      'foods.options as groups',
    ])
    .execute()
  for (const line of lines) {
    const selection = line.selection
      ? (JSON.parse(line.selection as string) as Record<string, string>)
      : {}
    const groups = line.groups ? (JSON.parse(line.groups as string) as StoredGroup[]) : []
    const choices = Object.entries(selection).map(([groupName, code]) => {
      const group = groups.find((candidate) => candidate.name === groupName)
      const choice = group?.choices.find((candidate) => candidate.code === code)
      return {
        group: groupName,
        groupVI: group?.nameVI ?? '',
        groupEN: group?.nameEN ?? '',
        groupSK: group?.nameSK ?? '',
        code,
        label: choice?.label ?? code,
        labelVI: choice?.labelVI ?? '',
        labelEN: choice?.labelEN ?? '',
        labelSK: choice?.labelSK ?? '',
      }
    })
    const texts = {
      nameVI: (line.nameVI as string | null) ?? '',
      nameEN: (line.nameEN as string | null) ?? '',
      nameSK: (line.nameSK as string | null) ?? '',
      choices,
    }
    await db
      .updateTable('order_lines')
      .set({ texts: JSON.stringify(texts) })
      .where('order_id', '=', line.orderId)
      .where('position', '=', line.position)
      .execute()
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('texts').execute()
  for (const column of ['name_vi', 'name_en', 'name_sk']) {
    await db.schema.alterTable('categories').dropColumn(column).execute()
  }
  for (const column of ['description_vi', 'description_en', 'description_sk']) {
    await db.schema.alterTable('foods').dropColumn(column).execute()
  }
}
