/** Jest: jsdom with fetch globals fixed for MSW, swc for TS, tests under test/ mirroring src/. */
/** @swc/jest's options for one kind of source file. */
function swcFor(parser) {
  return {
    jsc: { parser, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  };
}

module.exports = {
  // jsdom with fetch globals fixed for MSW, on a clock that starts at the same Beijing hour every run (TEST_CLOCK).
  testEnvironment: '<rootDir>/test/support/clockedEnvironment.js',
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // test/nginx/ needs Debian's nginx and a build: `npm run test:nginx` runs it (CI installs both).
  testPathIgnorePatterns: ['/node_modules/', '/test/e2e/', '/test/screens/', ...(process.env.NGINX_TESTS ? [] : ['/test/nginx/'])],
  moduleNameMapper: {
    // Styles and images first: an aliased path to one ('@/ui/theme/x.svg') is still a stub, not a module.
    '\\.module\\.css$': '<rootDir>/test/support/cssModuleStub.js',
    '\\.(css|less)$': '<rootDir>/test/support/styleStub.js',
    '\\.(png|jpe?g|gif|svg|webp)$': '<rootDir>/test/support/fileStub.js',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@config/(.*)$': '<rootDir>/config/$1',
    '^@mocks/(.*)$': '<rootDir>/mocks/$1',
  },
  // swc, not babel: on CI's cold cache the suite's 4,700 files were a minute of babel on each core. The same output
  // as babel.config.js gives jest (Node's own syntax, the automatic JSX runtime, jest.mock hoisted).
  transform: {
    '\\.tsx$': ['@swc/jest', swcFor({ syntax: 'typescript', tsx: true })],
    '\\.[mc]?ts$': ['@swc/jest', swcFor({ syntax: 'typescript' })],
    '\\.[mc]?jsx?$': ['@swc/jest', swcFor({ syntax: 'ecmascript', jsx: true })],
  },
  // socketcluster-client's own uuid (under its node_modules) is ESM too: neither node_modules level may skip it.
  transformIgnorePatterns: ['/node_modules/(?!(@redux-devtools|uuid|nanoid|rettime|until-async|@open-draft|antd-mobile|@react-spring|@use-gesture|rc-field-form|ahooks|lodash-es|web-vitals)/)(?!socketcluster-client/node_modules/uuid/)'],
  setupFilesAfterEnv: ['<rootDir>/test/support/setupTests.ts'],
  clearMocks: true,
  // Whole-route tests load lazy pages through the real router; on a busy 2-core machine 5 s is too tight.
  testTimeout: 20_000,
  // Every core: jest's default leaves one for itself, which on a 2-core CI machine halves the suite's speed (9.5 → 5 min).
  maxWorkers: '100%',
};
