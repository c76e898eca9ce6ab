import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layers from './eslint/layers.mjs';

export default tseslint.config(
  { ignores: ['dist/', 'dist-embedded/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', '.bench/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
   * One way only: app → features → payment → api, session, platform, ui → lib (config/ is readable from all); a
   * feature never imports another; nothing in src imports mocks/. Judged by the file each import resolves to (tsc's
   * resolution), so relative paths, aliases and type-only imports alike. See eslint/layers.mjs.
   */
  { files: ['src/**/*.{ts,tsx}'], plugins: { layers }, rules: { 'layers/one-way': 'error' } },
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
