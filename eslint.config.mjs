import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layers from './eslint/layers.mjs';

export default tseslint.config(
  { ignores: ['dist/', 'dist-embedded/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', '.bench/', '.survey/', '**/*.tmp.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // index.html's own scripts (src/page/*.js) are inlined as they are, before any of the app's code: ES5 scripts that
  // must parse on any engine (the old-engine notice is what an engine too old for the app sees).
  { files: ['src/page/*.js'], languageOptions: { ecmaVersion: 5, sourceType: 'script', globals: globals.browser } },
  // index.html's field queue is given the build's version and the report call's address (webpack.config.js).
  { files: ['src/page/fieldQueue.js'], languageOptions: { globals: { __APP_VERSION__: 'readonly', __FIELD_REPORTS_URL__: 'readonly' } } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  /**
   * One way only: page → app → features → payment → api, session, platform, ui → lib (config/ is readable from all); a
   * feature never imports another; nothing in src imports mocks/. Judged by the file each import resolves to (tsc's
   * resolution), so relative paths, aliases and type-only imports alike. See eslint/layers.mjs.
   */
  { files: ['src/**/*.{ts,tsx}'], plugins: { layers }, rules: { 'layers/one-way': 'error' } },
  /**
   * A tag is the kit's StateTag: antd-mobile's Tag writes its solid text colour inline, out of the dark theme's reach.
   * Tabs are the kit's Tabs: antd-mobile's measured every tab in the commit that drew them (a forced layout).
   */
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [
          { name: 'antd-mobile', importNames: ['Tag'], message: "A tag is the kit's StateTag (src/ui/StateTag)." },
          { name: 'antd-mobile', importNames: ['Tabs'], message: "Tabs are the kit's Tabs (src/ui/Tabs): antd-mobile's measure every tab as they are drawn." },
          { name: 'react-router-dom', importNames: ['Link', 'NavLink'], message: "A link is the kit's Link (src/ui/Link): react-router's carries its page prefetching into the entry." },
        ],
      }],
    },
  },
  /**
   * A list drawn as a card is the kit's CardList (header inside the card, flush in the page's padding): antd's own
   * card mode adds a second margin and leaves the header on the page's grey.
   */
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/ui/**'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "JSXOpeningElement[name.name='List'] > JSXAttribute[name.name='mode'][value.value='card']",
        message: "A card of rows is the kit's CardList (src/ui/CardList), not antd's List mode='card'.",
      }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**', 'mocks/node/**'],
    rules: { 'no-console': 'off' },
  },
);
