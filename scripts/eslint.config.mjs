// ESLint, run by `npm test` (`npm run lint`). It enforces the boundaries the README promises, not
// style: the pure core and every game's rules and data import no Vue, Pinia, Dexie or app code and
// never read the clock, the DOM or Math.random; the shell never imports a game (the registry does).
import tseslint from 'typescript-eslint'
import vueParser from 'vue-eslint-parser'

const UI_PACKAGES = ['vue', 'pinia', 'dexie', '@vue/*', 'workbox-window', 'virtual:*']
const APP_CODE = ['**/app/**', '**/shell/**', '**/stores/**', '**/db/**', '**/i18n/**', '**/ui/**', '@/app/*', '@/shell/*', '@/stores/*', '@/db/*', '@/i18n', '@/i18n/*']
const IMPURE_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'indexedDB', 'location', 'fetch', 'crypto', 'performance', 'setTimeout', 'setInterval', 'requestAnimationFrame']

export default tseslint.config(
  { ignores: ['dist/**', 'dev-dist/**', 'bench/**', 'node_modules/**', 'test-results/**'] },
  // Only the boundary rules are on, so disable comments for other rules are not reported.
  { linterOptions: { reportUnusedDisableDirectives: 'off' } },
  {
    files: ['src/**/*.ts', 'src/**/*.vue'],
    languageOptions: { parser: vueParser, parserOptions: { parser: tseslint.parser, sourceType: 'module', extraFileExtensions: ['.vue'] } },
    plugins: { '@typescript-eslint': tseslint.plugin },
  },
  {
    // The pure part: src/core, and each game's rules/ and data/.
    files: ['src/core/**/*.ts', 'src/games/*/rules/**/*.ts', 'src/games/*/data/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: UI_PACKAGES, message: 'The core and game rules are pure: no Vue, Pinia, Dexie or browser packages.' },
          { group: APP_CODE, message: 'The core and game rules do not depend on the app, the shell, the stores, the database or a game\'s UI.' },
        ],
      }],
      'no-restricted-properties': ['error',
        { object: 'Math', property: 'random', message: 'Randomness comes from ctx.rng (seeded, recorded in events).' },
        { object: 'Date', property: 'now', message: 'The rules never read the clock.' },
      ],
      'no-restricted-syntax': ['error',
        { selector: "NewExpression[callee.name='Date']", message: 'The rules never read the clock.' },
      ],
      'no-restricted-globals': ['error', ...IMPURE_GLOBALS.map((name) => ({ name, message: 'The core and game rules are pure: no DOM, storage, network or timers.' }))],
    },
  },
  {
    // The shell names no game: it asks the registry (src/app/registry.ts is the one file that does).
    files: ['src/shell/**', 'src/stores/**', 'src/db/**', 'src/i18n/**', 'src/app/**'],
    ignores: ['src/app/registry.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/games/**', '@/games/*'], message: 'The shell never imports a game; it asks the registry (src/app/registry.ts).' }] }],
    },
  },
  {
    // Dates and letter case in the UI language, never the browser's (issue #26): a locale call names its locale.
    files: ['src/app/**', 'src/shell/**', 'src/stores/**', 'src/games/*/ui/**', 'src/**/*.vue'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "CallExpression[arguments.length=0][callee.property.name=/^toLocale(Date|Time)?String$/]", message: 'Dates and numbers in the UI language: formatDate() from @/i18n, or pass localeTag().' },
        { selector: "CallExpression[arguments.length=0][callee.property.name=/^toLocale(Upper|Lower)Case$/]", message: 'Letter case in the UI language: capitalize() from @/i18n, or pass locale.value.' },
      ],
    },
  },
)
