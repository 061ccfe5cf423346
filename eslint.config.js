import fs from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import globals from 'globals'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const FEATURES = 'apps/web/src/features'
const folders = (dir) =>
  fs
    .readdirSync(path.join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
const features = folders(FEATURES)
/**
 * The back office's sections (admin/orders, admin/menu…) are features like the shop's; the files
 * beside them in admin/ are what the sections share (its API keys, dialogs, the restaurant's day)
 * and the back office that puts the sections together.
 */
const ADMIN = `${FEATURES}/admin`
const adminFeatures = folders(ADMIN)
const adminShared = fs
  .readdirSync(path.join(import.meta.dirname, ADMIN), { withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => `./admin/${entry.name}`)

const MODULES = 'apps/server/src/modules'
/** Each server module's SQL, which only the module itself runs. */
const repos = folders(MODULES)
  .filter((name) => fs.existsSync(path.join(import.meta.dirname, MODULES, name, 'repo.ts')))
  .map((name) => ({ name, repo: `${MODULES}/${name}/repo.ts` }))

/**
 * The layers (issue 10 §3; STYLE.md rule 3): each zone names who may not import from where,
 * by resolved path, so `../../app/x` and `../cart/api` are caught at any depth.
 * tools/layers.test.ts proves every zone with a fixture.
 */
const LAYERS = [
  ...features.map((feature) => ({
    target: `${FEATURES}/${feature}`,
    from: FEATURES,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both use to shared/.',
  })),
  ...adminFeatures.map((feature) => ({
    target: `${ADMIN}/${feature}`,
    from: FEATURES,
    except: [`./admin/${feature}`, ...adminShared],
    message:
      'A feature never imports another feature: move what both use to shared/ (admin/ for the back office), or let the back office pass it in.',
  })),
  {
    target: FEATURES,
    from: 'apps/web/src/app',
    message: 'A feature never imports app/, which imports the features.',
  },
  {
    target: 'apps/web/src/shared',
    from: [FEATURES, 'apps/web/src/app'],
    message: 'shared/ is below the features and app/: it imports neither.',
  },
  {
    target: 'apps/web/src/config',
    from: [FEATURES, 'apps/web/src/app', 'apps/web/src/shared'],
    message: 'config/ is a leaf every layer imports: it imports none of them.',
  },
  {
    target: 'packages/domain',
    from: 'apps',
    message: 'The domain is pure and shared: it imports nothing from the apps.',
  },
  {
    target: 'apps/server/src/db',
    from: MODULES,
    message: 'db/ is below the modules: start-up work that needs both lives in startup/.',
  },
  {
    target: 'apps/server/src/plugins',
    from: MODULES,
    message: 'A plugin imports no module: what serves a capability is a module of its own.',
  },
  {
    target: 'apps/server/src/lib',
    from: ['apps/server/src/db', 'apps/server/src/config.ts'],
    message: 'lib/ holds small helpers that know neither the database nor the config.',
  },
  ...folders(MODULES).map((name) => ({
    target: `${MODULES}/${name}`,
    from: repos.filter((other) => other.name !== name).map(({ repo }) => repo),
    message: "A module never reads another module's repo: it calls that module's service.",
  })),
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/data/**',
      'coverage/**',
      'test-results/**',
      // Deliberate layer violations, linted only by tools/layers.test.ts.
      'tools/eslint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The domain's index brings every zod schema: the browser imports one module at a time,
      // so a page's chunk holds only the rules it uses (the first visit has a JS budget).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@quan/domain',
              message: "Import the domain module itself, e.g. '@quan/domain/money'.",
            },
          ],
        },
      ],
    },
  },
  { files: ['apps/web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Read imported TypeScript files too, so a cycle through them is seen.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: LAYERS }],
      // Two modules that import each other load in an order that depends on who asked first.
      'import-x/no-cycle': 'error',
    },
  },
  {
    // The environment is read once, by config.ts's schema (issue 10 §3); tests build their own.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings from the config (apps/server/src/config.ts), not process.env.',
        },
      ],
    },
  },
  {
    // A committed `.only` would silently skip every other test in CI (issue 10).
    files: ['**/*.test.{ts,tsx}', '**/*.e2e.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['describe', 'it', 'test'].map((object) => ({
          object,
          property: 'only',
          message: 'Remove .only before committing: it skips every other test.',
        })),
      ],
    },
  },
)
