import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const LAYERS = 'import-x/no-restricted-paths'

/**
 * Each fixture under eslint-fixtures/ breaks one rule of the layers (issues 10 §3, 20 §4): an import
 * across a boundary, or the server's environment read outside config.ts. It is linted with the
 * repository's own config as if it sat where that rule must refuse it, and then where the same
 * code is allowed and nothing may be reported.
 */
const cases = [
  {
    fixture: 'feature-imports-another-feature.ts',
    refusedIn: 'apps/web/src/features/checkout',
    allowedIn: 'apps/web/src/features/cart',
    rule: LAYERS,
    message: 'A feature never imports another feature',
  },
  {
    fixture: 'feature-imports-app.ts',
    refusedIn: 'apps/web/src/features/menu',
    allowedIn: 'apps/web/src/app/layout',
    rule: LAYERS,
    message: 'A feature never imports app/',
  },
  {
    fixture: 'shared-imports-feature.ts',
    refusedIn: 'apps/web/src/shared/cart',
    allowedIn: 'apps/web/src/app/layout',
    rule: LAYERS,
    message: 'shared/ is below the features and app/',
  },
  {
    fixture: 'shared-imports-app.ts',
    refusedIn: 'apps/web/src/shared/ui',
    allowedIn: 'apps/web/src/app/layout',
    rule: LAYERS,
    message: 'shared/ is below the features and app/',
  },
  {
    fixture: 'config-imports-shared.ts',
    refusedIn: 'apps/web/src/config',
    allowedIn: 'apps/web/src/i18n',
    rule: LAYERS,
    message: 'config/ is a leaf every layer imports',
  },
  {
    fixture: 'domain-imports-app.ts',
    refusedIn: 'packages/domain/src',
    allowedIn: 'apps/server/test',
    rule: LAYERS,
    message: 'The domain is pure and shared',
  },
  {
    fixture: 'db-imports-module.ts',
    refusedIn: 'apps/server/src/db',
    allowedIn: 'apps/server/src/startup',
    rule: LAYERS,
    message: 'db/ is below the modules',
  },
  {
    fixture: 'admin-section-imports-another.ts',
    refusedIn: 'apps/web/src/features/admin/orders',
    allowedIn: 'apps/web/src/features/admin/menu',
    rule: LAYERS,
    message: 'A feature never imports another feature',
  },
  {
    fixture: 'plugin-imports-module.ts',
    refusedIn: 'apps/server/src/plugins',
    allowedIn: 'apps/server/src/startup',
    rule: LAYERS,
    message: 'A plugin imports no module',
  },
  {
    fixture: 'lib-imports-db.ts',
    refusedIn: 'apps/server/src/lib',
    allowedIn: 'apps/server/src/live',
    rule: LAYERS,
    message: 'lib/ holds small helpers that know neither the database nor the config',
  },
  {
    fixture: 'lib-imports-config.ts',
    refusedIn: 'apps/server/src/lib',
    allowedIn: 'apps/server/src/startup',
    rule: LAYERS,
    message: 'lib/ holds small helpers that know neither the database nor the config',
  },
  {
    fixture: 'module-reads-another-repo.ts',
    refusedIn: 'apps/server/src/modules/order',
    allowedIn: 'apps/server/src/modules/cart',
    rule: LAYERS,
    message: "A module never reads another module's repo",
  },
  {
    fixture: 'server-reads-environment.ts',
    refusedIn: 'apps/server/src/modules/food',
    allowedIn: 'apps/server/test',
    rule: 'no-restricted-properties',
    message: 'Read settings from the config',
  },
]

let eslint: ESLint
// Loading the config and its plugins takes seconds on a busy machine: done once, here, with
// time to spare, and not inside the first test's own 5 s.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root })
  await eslint.calculateConfigForFile(path.join(root, 'apps/server/src/app.ts'))
  await eslint.lintText('export {}\n', {
    filePath: path.join(root, 'apps/web/src/layer-warmup.ts'),
  })
}, 120_000)

async function lintAt(fixture: string, folder: string) {
  const code = fs.readFileSync(path.join(import.meta.dirname, 'eslint-fixtures', fixture), 'utf8')
  const [result] = await eslint.lintText(code, {
    filePath: path.join(root, folder, 'layer-fixture.ts'),
  })
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }))
}

describe('the layer rules', () => {
  it('have a fixture for every file under eslint-fixtures/', () => {
    expect(fs.readdirSync(path.join(import.meta.dirname, 'eslint-fixtures')).sort()).toEqual(
      cases.map(({ fixture }) => fixture).sort(),
    )
  })

  it.each(cases)('refuse $fixture in $refusedIn', async ({ fixture, refusedIn, rule, message }) => {
    expect(await lintAt(fixture, refusedIn)).toEqual([
      { ruleId: rule, message: expect.stringContaining(message) },
    ])
  })

  it.each(cases)('allow the same import in $allowedIn', async ({ fixture, allowedIn }) => {
    expect(await lintAt(fixture, allowedIn)).toEqual([])
  })
})
