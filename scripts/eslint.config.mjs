// ESLint, run by `npm test` (`npm run lint`). The TypeScript and Vue recommended sets (their correctness
// rules; the Vue set's layout-only rules are off: formatting is not what the lint is for), then the
// boundaries the README promises: the pure core and every game's rules and data import no Vue, Pinia, Dexie or app code and
// never read the clock, the DOM or Math.random; the shell never imports a game (the registry does).
import tseslint from 'typescript-eslint'
import vueParser from 'vue-eslint-parser'
import vue from 'eslint-plugin-vue'
import { readdirSync } from 'node:fs'

const UI_PACKAGES = ['vue', 'pinia', 'dexie', '@vue/*', 'workbox-window', 'virtual:*']
const APP_CODE = ['**/app/**', '**/shell/**', '**/stores/**', '**/db/**', '**/i18n/**', '**/ui/**', '@/app/*', '@/shell/*', '@/stores/*', '@/db/*', '@/i18n', '@/i18n/*']
/** The games: each is a folder under src/games, and none imports another. */
const GAMES = readdirSync(new URL('../src/games', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
const gameGlobs = (g) => [`@/games/${g}`, `@/games/${g}/**`, `**/games/${g}`, `**/games/${g}/**`, `../${g}`, `../${g}/**`, `../../${g}`, `../../${g}/**`, `../../../${g}/**`]
const otherGames = (g) => GAMES.filter((o) => o !== g).flatMap(gameGlobs)
const IMPURE_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'indexedDB', 'location', 'fetch', 'crypto', 'performance', 'setTimeout', 'setInterval', 'requestAnimationFrame']

const PURE_SYNTAX = [
  { selector: "NewExpression[callee.name='Date']", message: 'The rules never read the clock.' },
  { selector: 'ImportExpression', message: 'The core and game rules load nothing at run time: a static import of pure code only.' },
  { selector: "MemberExpression[object.name='globalThis']", message: 'The core and game rules are pure: no globalThis (no clock, DOM, storage or Math.random through it).' },
  { selector: "MemberExpression[object.name='self'], MemberExpression[object.name='global']", message: 'The core and game rules are pure: no global object.' },
  { selector: "CallExpression[callee.name='eval'], NewExpression[callee.name='Function']", message: 'No code from strings.' },
]
const LOCALE_SYNTAX = [
  { selector: "CallExpression[arguments.length=0][callee.property.name=/^toLocale(Date|Time)?String$/]", message: 'Dates and numbers in the UI language: formatDate() from @/i18n, or pass localeTag().' },
  { selector: "CallExpression[arguments.length=0][callee.property.name=/^toLocale(Upper|Lower)Case$/]", message: 'Letter case in the UI language: capitalize() from @/i18n, or pass locale.value.' },
]
const SHELL_NAMES_NO_GAME = { selector: "ImportExpression[source.value=/(^|\\/)games(\\/|$)/]", message: 'The shell never loads a game itself; it asks the registry (src/app/registry.ts).' }
const dynamicImportOf = (re, message) => ({ selector: `ImportExpression[source.value=/${re}/]`, message })
const DB = ['@/db', '@/db/*', '**/db/*', '**/db']
const DB_MESSAGE = 'A screen never reads or writes the database: it goes through a store (types are fine).'
const PURE_GLOBALS_RULE = ['error', ...IMPURE_GLOBALS.map((name) => ({ name, message: 'The core and game rules are pure: no DOM, storage, network or timers.' }))]
const PURE_PROPERTIES_RULE = ['error',
  { object: 'Math', property: 'random', message: 'Randomness comes from ctx.rng (seeded, recorded in events).' },
  { object: 'Date', property: 'now', message: 'The rules never read the clock.' },
  { object: 'crypto', message: 'Randomness comes from ctx.rng (seeded, recorded in events).' },
]
const pureImports = (others) => ['error', {
  patterns: [
    { group: UI_PACKAGES, message: 'The core and game rules are pure: no Vue, Pinia, Dexie or browser packages.' },
    { group: APP_CODE, message: 'The core and game rules do not depend on the app, the shell, the stores, the database or a game\'s UI.' },
    ...(others.length ? [{ group: others, message: 'A game never imports another game: what two games share lives in src/core or src/shell.' }] : []),
  ],
}]

export default tseslint.config(
  { ignores: ['dist/**', 'dev-dist/**', 'bench/**', 'node_modules/**', 'test-results/**'] },
  { linterOptions: { reportUnusedDisableDirectives: 'off' } },
  ...tseslint.configs.recommended.map((c) => ({ ...c, files: ['src/**/*.ts', 'src/**/*.vue'] })),
  ...vue.configs['flat/recommended'].map((c) => ({ ...c, files: c.files ?? ['src/**/*.vue'] })),
  {
    files: ['src/**/*.ts', 'src/**/*.vue'],
    languageOptions: { parser: vueParser, parserOptions: { parser: tseslint.parser, sourceType: 'module', extraFileExtensions: ['.vue'] } },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      // A handler keeps the contract's whole signature even where it reads only the state; `_x` names what
      // a destructuring leaves out on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { args: 'none', varsIgnorePattern: '^_', ignoreRestSiblings: true, caughtErrors: 'none' }],
      // Layout only (the code is not machine-formatted; these would rewrap every template):
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/multiline-html-element-content-newline': 'off',
      'vue/html-indent': 'off',
      'vue/html-self-closing': 'off',
      'vue/first-attribute-linebreak': 'off',
      'vue/html-closing-bracket-newline': 'off',
    },
  },
  {
    // The pure core: no game, no app, no UI package, no clock or randomness of its own.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': pureImports(GAMES.flatMap(gameGlobs)),
      'no-restricted-properties': PURE_PROPERTIES_RULE,
      'no-restricted-syntax': ['error', ...PURE_SYNTAX],
      'no-restricted-globals': PURE_GLOBALS_RULE,
    },
  },
  // Each game's pure part (rules/ and data/): as the core, and no other game.
  ...GAMES.map((g) => ({
    files: [`src/games/${g}/rules/**/*.ts`, `src/games/${g}/data/**/*.ts`],
    rules: {
      'no-restricted-imports': pureImports(otherGames(g)),
      'no-restricted-properties': PURE_PROPERTIES_RULE,
      'no-restricted-syntax': ['error', ...PURE_SYNTAX],
      'no-restricted-globals': PURE_GLOBALS_RULE,
    },
  })),
  // Each game's screens and module: no other game, no database (a store does that), the UI language's locale.
  ...GAMES.map((g) => ({
    files: [`src/games/${g}/ui/**`, `src/games/${g}/*.ts`],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { group: otherGames(g), message: 'A game never imports another game: what two games share lives in src/core or src/shell.' },
          { group: DB, message: DB_MESSAGE, allowTypeImports: true },
        ],
      }],
      'no-restricted-syntax': ['error', ...LOCALE_SYNTAX,
        ...GAMES.filter((o) => o !== g).map((o) => dynamicImportOf(`(^|\\/)games\\/${o}(\\/|$)|^\\.\\.\\/(\\.\\.\\/)?${o}(\\/|$)`, 'A game never imports another game.')),
        dynamicImportOf('(^|\\/)db(\\/|$)', DB_MESSAGE)],
    },
  })),
  {
    // The shell names no game: it asks the registry (src/app/registry.ts is the file that does).
    files: ['src/shell/**', 'src/stores/**', 'src/db/**', 'src/i18n/**', 'src/app/**'],
    ignores: ['src/app/registry.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/games/**', '@/games/*'], message: 'The shell never imports a game; it asks the registry (src/app/registry.ts).' }] }],
      'no-restricted-syntax': ['error', ...LOCALE_SYNTAX, SHELL_NAMES_NO_GAME],
    },
  },
  {
    // The shell's screens: no database either (a store does that; types are fine).
    files: ['src/shell/views/**', 'src/shell/components/**', 'src/app/App.vue'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/games/**', '@/games/*'], message: 'The shell never imports a game; it asks the registry (src/app/registry.ts).' },
          { group: DB, message: DB_MESSAGE, allowTypeImports: true },
        ],
      }],
      'no-restricted-syntax': ['error', ...LOCALE_SYNTAX, SHELL_NAMES_NO_GAME, dynamicImportOf('(^|\\/)db(\\/|$)', DB_MESSAGE)],
    },
  },
  {
    // The registry loads the games: the locale rule still holds there.
    files: ['src/app/registry.ts'],
    rules: { 'no-restricted-syntax': ['error', ...LOCALE_SYNTAX] },
  },
  {
    // No function over 150 lines (a Vue file's script block included): split it by concern.
    files: ['src/**/*.ts', 'src/**/*.vue'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
)
