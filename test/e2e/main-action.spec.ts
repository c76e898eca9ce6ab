import { expect, test, type Page } from './test';
import { chooseElder } from './displayModes';
import { resetMock, signIn } from './support';

/**
 * Every page's main action is in the first screen of a 390x844 phone, in the standard look and in 长辈模式, without
 * scrolling: a long form pins it in the kit's ActionBar (the Page footer) with the amount beside it. At the page's
 * end the bar covers nothing: the last field shows above it. A field focused under the bar (the phone's keyboard
 * opening, Tab) is scrolled into view above it.
 */

const PHONE = { width: 390, height: 844 };

/** Tomorrow 12:00 Beijing, the booking's start (as the axe walk's route list writes it). */
function tomorrowNoon(): string {
  const day = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  return `${day} 12:00:00`;
}

/** The pages with a long form, as driver A, and the name of each one's main button. */
const PAGES: { url: string; action: RegExp }[] = [
  { url: '/chargingPage?pileCode=200101', action: /开始充电/ },
  { url: '/spaceBooking?parkId=P1003', action: /^下一步$/ },
  { url: `/bookingNotarize?parkId=P1003&plateNo=${encodeURIComponent('京AD12345')}&startTime=${encodeURIComponent(tomorrowNoon())}&packageId=P1003-PK60&berthId=P1003-B1-003`, action: /支付/ },
  { url: '/mounthlyNotarize?parkId=P1011&ruleId=R5010', action: /^提交(申请|审核)$/ },
  { url: '/mounthlyEdit?applicationId=MA9003', action: /^重新提交$/ },
  { url: '/mounthlyRenew?bagId=BG9001', action: /^立即支付$/ },
  { url: '/packageCarSelect?parkId=P1004&productId=DTP-P1004-30', action: /^下一步$/ },
  { url: '/subscribeCarSelect?parkId=P1005', action: /^下一步$/ },
  { url: '/wallet', action: /^立即充值$/ },
  { url: '/accountBalance', action: /^立即充值$/ },
  { url: '/makeInvoice?orders=parking%3AU20005%2Cparking%3AU20006', action: /^提交申请$/ },
  { url: '/invoiceSpe?orders=parking%3AU20005%2Cparking%3AU20006', action: /^提交申请$/ },
];

/** The pinned footer: Page draws it right after the page's main content. */
const footerOf = (page: Page) => page.locator('main + div');

/** The box of the last field or control of the page's content a driver can see and use, and the footer's top. */
async function lastFieldAndFooter(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main')!;
    const seen = [...main.querySelectorAll<HTMLElement>('input:not([type=hidden]), textarea, select, button, a[href], [role=radio], [role=checkbox]')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    });
    const last = seen[seen.length - 1]!;
    const r = last.getBoundingClientRect();
    return { what: last.outerHTML.slice(0, 120), top: r.top, bottom: r.bottom, footerTop: document.querySelector('main + div')!.getBoundingClientRect().top };
  });
}

for (const mode of ['standard', '长辈模式'] as const) {
  test.describe(mode, () => {
    test.beforeEach(async ({ page, request }) => {
      await resetMock(request);
      await page.setViewportSize(PHONE);
      if (mode === '长辈模式') await chooseElder(page);
      await page.goto('/home');
      await signIn(page);
    });

    for (const { url, action } of PAGES) {
      test(`${url.split('?')[0]}: the main action in the first screen, the last field above it`, async ({ page }) => {
        await page.goto(url);
        if (mode === '长辈模式') await expect(page.locator('html')).toHaveAttribute('data-elder', /.*/);
        const button = footerOf(page).getByRole('button', { name: action });
        await expect(button).toBeVisible();
        // Drawn whole on the first screen, the page not scrolled.
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        await expect.poll(async () => {
          const box = (await button.boundingBox())!;
          return box.y >= 0 && box.y + box.height <= PHONE.height;
        }, { message: `${url}: the main button within the first ${PHONE.height} px` }).toBe(true);

        // At the page's end the bar covers nothing: the last field is whole above it.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect.poll(async () => {
          const f = await lastFieldAndFooter(page);
          return f.bottom <= f.footerTop + 0.5 && f.top >= 0 ? 'above' : `${f.what} at ${f.top}–${f.bottom}, bar at ${f.footerTop}`;
        }).toBe('above');
      });
    }
  });
}

test('a field focused under the bar scrolls into view above it (the phone’s keyboard opening)', async ({ page, request }) => {
  await resetMock(request);
  await page.setViewportSize(PHONE);
  await chooseElder(page);
  await page.goto('/home');
  await signIn(page);
  await page.goto('/makeInvoice?orders=parking%3AU20005%2Cparking%3AU20006');
  const email = page.getByRole('textbox', { name: /邮箱/ });
  await expect(email).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const footerTop = async () => (await footerOf(page).boundingBox())!.y;
  // Under the bar (or below the screen) before it is focused.
  expect((await email.boundingBox())!.y + (await email.boundingBox())!.height).toBeGreaterThan(await footerTop());
  await email.focus();
  await expect.poll(async () => {
    const box = (await email.boundingBox())!;
    return box.y >= 0 && box.y + box.height <= (await footerTop());
  }).toBe(true);
});
