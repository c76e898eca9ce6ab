import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * One way only: app → features → payment → api, session, platform, ui → lib (config/ is readable from all).
 * A feature never imports another feature; what two share moves down a layer. Type-only imports upward are
 * allowed (the store's RootState type), runtime ones are not.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const noMocks = { group: ['**/mocks/**', '@mocks/*'], message: 'mocks/ never enters the app bundle' };
const above = (layers, why) => ({
  group: layers.flatMap((l) => [`@/${l}`, `@/${l}/**`]),
  message: why,
  allowTypeImports: true,
});
const layerRule = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noMocks, ...patterns] }],
});
const zones = [
  { files: ['src/lib/**'], rule: layerRule(above(['app', 'features', 'payment', 'api', 'session', 'platform', 'ui'], 'lib is pure functions: it imports no other layer')) },
  { files: ['src/{api,session,platform,ui}/**'], rule: layerRule(above(['app', 'features', 'payment'], 'api, session, platform and ui sit below payment, features and app')) },
  { files: ['src/payment/**'], rule: layerRule(above(['app', 'features'], 'payment sits below features and app')) },
  ...features.map((f) => ({
    files: [`src/features/${f}/**`],
    rule: layerRule(
      above(['app'], 'features sit below app: what a feature needs from app moves down a layer'),
      {
        group: features.filter((o) => o !== f).flatMap((o) => [`@/features/${o}`, `@/features/${o}/**`, `../../${o}/**`, `../../../${o}/**`]),
        caseSensitive: true,
        message: 'a feature never imports another feature: move what two features share down to payment, ui or lib',
      },
    ),
  })),
];

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
  { files: ['src/**/*.{ts,tsx}'], rules: layerRule() },
  ...zones.map(({ files, rule }) => ({ files, rules: rule })),
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
