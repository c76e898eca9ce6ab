import { defineConfig, devices } from '@playwright/test';

/** `npm run screens` (test/screens/screens.spec.ts): screenshots of every page in each display mode. */
const port = Number(process.env.E2E_PORT ?? 4177);
export default defineConfig({
  testDir: 'test/screens',
  timeout: 60_000,
  workers: 1,
  reporter: [['dot']],
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://localhost:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] },
  },
  webServer: { command: `PORT=${port} npm run preview`, url: `http://localhost:${port}/home`, reuseExistingServer: true, timeout: 120_000 },
});
