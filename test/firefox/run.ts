/**
 * `npm run test:firefox`: the same journeys as `npm run test:webkit` (test/browsers/journeys.ts), in Firefox: Debian's
 * firefox-esr, headless, driven over WebDriver BiDi (Firefox's own remote agent; puppeteer-core speaks it: ./bidi.ts),
 * at a phone's size (390×844 CSS px), zh-CN, Beijing time, against `npm run preview` (dist/ and the mock backend)
 * started here on port 4195. After each step the amounts and states on screen are compared with the server's answers.
 *
 * Needs: dist/ (`npm run build`), `apt-get install firefox-esr` (FIREFOX_BIN names another binary). No display
 * needed. Environment: FIREFOX_BASE_URL uses a server already running instead of starting preview; FIREFOX_ONLY=<regexp>
 * runs the journeys whose names match; PREVIEW_DIR serves another build; CI=true retries a failed journey once
 * (reported as flaky); FIREFOX_DEBUG=1 shows Firefox's own output. On failure a screenshot, the page's text and its
 * console's errors and warnings go to test-results/firefox/ (the console's last lines also in the failure).
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser as Puppeteer } from 'puppeteer-core';
import { runJourneys, WINDOW } from '../browsers/runner';
import { FirefoxPage } from './bidi';

const BIN = process.env.FIREFOX_BIN ?? '/usr/bin/firefox-esr';
if (!existsSync(BIN)) {
  console.error(`test:firefox: ${BIN} not found: apt-get install -y firefox-esr`);
  process.exit(1);
}

/**
 * What Firefox on an Android phone says it is (the engine's own version): the app takes its plain-browser paths, as
 * WebKit's runner does with Safari's iPhone agent. The app reads the agent only for WeChat and Alipay (and iOS in WeChat).
 */
const ANDROID_FIREFOX_UA = 'Mozilla/5.0 (Android 14; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0';

let browser: Puppeteer | null = null;

async function launch() {
  if (browser) await browser.close().catch(() => undefined);
  browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: BIN,
    headless: true,
    dumpio: !!process.env.FIREFOX_DEBUG,
    // A command that hangs fails the step in a minute, not puppeteer's three.
    protocolTimeout: 60_000,
    env: { ...process.env, TZ: 'Asia/Shanghai' },
    extraPrefsFirefox: {
      'intl.accept_languages': 'zh-CN, zh',
      'intl.locale.requested': 'zh-CN',
      'general.useragent.override': ANDROID_FIREFOX_UA,
      // The notification prompt, which headless Firefox shows to no one (the page would wait for ever), answered
      // "allow" as the Chromium journeys grant it; the push service behind it is out of reach here, as the app says.
      'permissions.default.desktop-notification': 1,
    },
  });
  return browser;
}

let engineShown = false;

runJourneys({
  id: 'firefox',
  previewPort: 4195,
  async start() {
    const b = await launch();
    return `${await b.version()} (headless, WebDriver BiDi)`;
  },
  async restart() {
    await launch();
  },
  async end() {
    await browser?.close().catch(() => undefined);
    browser = null;
  },
  async open(baseUrl) {
    if (!browser) throw new Error('test:firefox: Firefox is not running');
    // A context of its own per journey: no cookie, storage or service worker of the one before.
    const context = await browser.createBrowserContext();
    const page = await FirefoxPage.open(await context.newPage(), WINDOW);
    if (!engineShown) {
      engineShown = true;
      await page.navigate(`${baseUrl}/404`);
      const [ua, w, h, lang, tz] = await page.execute<[string, number, number, string, string]>(
        'return [navigator.userAgent, innerWidth, innerHeight, navigator.language, Intl.DateTimeFormat().resolvedOptions().timeZone]',
      );
      console.warn(`test:firefox: viewport ${w}x${h}, ${lang}, ${tz}, UA ${ua}`);
    }
    return { browser: page, close: () => context.close(), log: () => page.log };
  },
});
