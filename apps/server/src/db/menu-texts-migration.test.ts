import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { afterAll, expect, it } from 'vitest'
import { migrateUpTo } from '../../test/migrations'
import { openDatabase } from './create-db'
import * as menuTexts from './migrations/2026-11-25-0013-menu-texts'

// Migration 0013 (issue 12 §1) gives every line sold before it the texts it has now: the dish's
// names per language from the menu, or its own name where the dish is gone; its options by label.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quan-0013-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const AT = '2026-03-01T10:00:00.000Z'

it('gives the lines of older orders their texts, from the menu or their own name', async () => {
  const database = openDatabase({ dataDir: root })
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows as they were before 0013
  const db = database.db as unknown as Kysely<any>
  try {
    // Those before it: later ones expect its columns, or change the rows written below.
    await migrateUpTo(db, '2026-11-25-0013')

    const size = {
      name: 'Size',
      pricingMode: 'override',
      defaultChoiceCode: 'm',
      choices: [
        { code: 'm', label: 'Regular', priceCents: 1250 },
        { code: 'l', label: 'Large', priceCents: 1400 },
      ],
    }
    await db
      .insertInto('foods')
      .values({
        id: 'pho',
        name: 'Phở bò',
        name_vi: 'Phở bò',
        name_en: 'Beef pho',
        name_sk: 'Hovädzie pho',
        description: '',
        price_cents: 1250,
        image: null,
        sku: 'PHO',
        category: 'Noodles',
        status: 'active',
        is_promotion: 0,
        original_price_cents: 1250,
        promotion_price_cents: 0,
        sold_count: 0,
        likes: 0,
        options: JSON.stringify([size]),
        created_at: AT,
        updated_at: AT,
      })
      .execute()
    await db
      .insertInto('orders')
      .values({
        id: 'o1',
        tracking_code: 'AB123456',
        user_id: null,
        order_type: 'guest',
        status: 'Delivered',
        payment: 1,
        first_name: 'Lan',
        last_name: 'Nguyen',
        email: null,
        street: 'Obchodná 1',
        city: 'Bratislava',
        state: '',
        zipcode: '81106',
        country: 'Slovakia',
        phone: '0901234567',
        phone_digits: '0901234567',
        subtotal_cents: 2000,
        delivery_fee_cents: 200,
        amount_cents: 2200,
        notes: null,
        created_at: AT,
        updated_at: AT,
      })
      .execute()
    const line = { order_id: 'o1', quantity: 1, unit_price_cents: 1000 }
    await db
      .insertInto('order_lines')
      .values([
        { ...line, position: 0, food_id: 'pho', name: 'Phở bò', options: '{"Size":"l"}' },
        { ...line, position: 1, food_id: 'gone', name: 'Chè', options: '{"Ice":"less"}' },
      ])
      .execute()

    await menuTexts.up(db)

    const rows = await db
      .selectFrom('order_lines')
      .select(['position', 'texts'])
      .orderBy('position')
      .execute()
    expect(rows.map((row) => JSON.parse(row.texts as string))).toEqual([
      {
        nameVI: 'Phở bò',
        nameEN: 'Beef pho',
        nameSK: 'Hovädzie pho',
        choices: [
          {
            group: 'Size',
            groupVI: '',
            groupEN: '',
            groupSK: '',
            code: 'l',
            label: 'Large',
            labelVI: '',
            labelEN: '',
            labelSK: '',
          },
        ],
      },
      {
        nameVI: '',
        nameEN: '',
        nameSK: '',
        choices: [
          {
            group: 'Ice',
            groupVI: '',
            groupEN: '',
            groupSK: '',
            code: 'less',
            label: 'less',
            labelVI: '',
            labelEN: '',
            labelSK: '',
          },
        ],
      },
    ])
    const food = await db
      .selectFrom('foods')
      .select(['description_vi', 'description_sk'])
      .executeTakeFirstOrThrow()
    expect(food).toEqual({ description_vi: '', description_sk: '' })
  } finally {
    await database.close()
  }
})
