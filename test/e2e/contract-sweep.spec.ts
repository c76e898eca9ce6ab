import { expect, test, type Page } from './test';
import { resetMock, signIn } from './support';
import { alterations, alterEnvelope, junkOnScreen, type Alteration } from '../support/answerAlterations';

/**
 * A drifting backend as a driver meets it: every successful answer of a page altered one way at a time (data null,
 * data empty, fields dropped, numbers as strings, lists as null, every leaf null). No page falls into the route's
 * error page, none is blank, none shows NaN / undefined / null / Invalid Date / [object Object], and a money page
 * that could not read its amount says 数据异常 instead of 0.00元. docs/contract.md has the rules.
 */
const pages = [
  '/home',
  '/mine',
  '/payPage?uniqueId=U20001&parkId=P1001',
  '/accountBalance',
  '/wallet',
  '/customerService/index',
  '/wrongTimeShare?parkId=P1004',
  '/newsList',
  '/newsDetail?newId=N5001',
  '/chargingResults?orderNo=C30001',
  '/map?parkType=monthActive',
  '/parkingRecord',
];

async function alterAnswers(page: Page, kind: Alteration) {
  await page.unroute('**/*');
  await page.route(/\/(api|booking)\/(?!.*__mock)/, async (route) => {
    const response = await route.fetch();
    const envelope = (await response.json().catch(() => null)) as { code?: unknown; data?: unknown } | null;
    if (!envelope) return route.fulfill({ response });
    await route.fulfill({ response, json: alterEnvelope(kind, envelope) });
  });
}

test.beforeEach(async ({ request }) => resetMock(request));

for (const url of pages) {
  test(`${url} stays up and honest under every altered answer`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page);
    for (const kind of alterations) {
      await alterAnswers(page, kind);
      await page.goto(url);
      // Settled: the app has drawn (on a busy machine the network can idle while its script is still being parsed,
      // before anything is on screen), then its reads have come back (or failed) and it drew what it will show.
      const drawn = () => page.locator('body').innerText().then((t) => t.trim().length);
      await expect.poll(drawn, { message: `${url} with ${kind}: blank`, timeout: 20_000 }).toBeGreaterThan(20);
      await page.waitForLoadState('networkidle');
      const text = await page.locator('body').innerText();
      expect.soft(text, `${url} with ${kind}: junk or a crash on screen`).not.toMatch(junkOnScreen);
      if (url === '/accountBalance' && kind === 'leavesNull') {
        expect.soft(text, 'a balance it could not read is not 0.00元').not.toMatch(/账户余额\s*0\.00元/);
        expect.soft(text).toMatch(/数据异常/);
      }
    }
  });
}
