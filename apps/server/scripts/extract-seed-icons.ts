/**
 * Copies the Fluent Emoji icons the demo menu uses into src/startup/seed-icons.json. The full set is
 * a 100 MB JSON file: parsing it at start cost the server most of a gigabyte of memory, so the
 * server reads this small extract instead. Run after changing an icon in seed-data.ts:
 *   node --import tsx apps/server/scripts/extract-seed-icons.ts
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { icons as set } from '@iconify-json/fluent-emoji'
import { seedCategories, seedDishes } from '../src/startup/seed-data'

const wanted = new Set([...seedCategories, ...seedDishes].map((entry) => entry.icon))
const icons: Record<string, unknown> = {}
const aliases: Record<string, unknown> = {}
for (const name of wanted) {
  let current: string | undefined = name
  while (current) {
    if (set.icons[current]) {
      icons[current] = set.icons[current]
      current = undefined
    } else if (set.aliases?.[current]) {
      aliases[current] = set.aliases[current]
      current = set.aliases[current]!.parent
    } else {
      throw new Error(`The Fluent Emoji set has no icon "${current}"`)
    }
  }
}
const extract = {
  prefix: set.prefix,
  info: { name: 'Fluent Emoji', author: 'Microsoft Corporation', license: 'MIT' },
  width: set.width,
  height: set.height,
  icons,
  aliases,
}
const out = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/startup/seed-icons.json',
)
fs.writeFileSync(out, JSON.stringify(extract))
console.log(`wrote ${Object.keys(icons).length} icons to ${out}`)
