import { expect, test } from './test';
import { resetMock, signIn } from './support';

/**
 * With the plate keyboard open, a tap on a button under it must reach that button. Closing the keyboard on
 * touch-down used to drop the space it kept at the end of the page, the page jumped and the tap landed elsewhere:
 * nothing was given and nothing was said. Taps with a finger (Pixel 7 emulation has touch), not mouse clicks.
 */
test.beforeEach(async ({ request }) => resetMock(request));

interface Calls {
  data: { method: string; body: { plateNos?: string[]; typeId?: string } }[];
}

test('the clerk types 京E55555 and taps 赠送1张给京E55555 with the keyboard still open: the gift is given and said', async ({ page }) => {
  await page.goto('/404');
  await signIn(page, '13500135000');
  await page.goto('/giveCoupons?merchantId=M7001&way=plate');
  await page.getByRole('button', { name: '车牌第1位：未填写' }).tap();
  const kb = page.getByRole('group', { name: '车牌键盘' });
  for (const key of Array.from('京E55555')) await kb.getByRole('button', { name: key, exact: true }).tap();
  await expect(page.getByRole('region', { name: '车辆在场信息' })).toContainText('今日已领本店券');
  await expect(kb).toBeVisible();

  const give = page.getByRole('button', { name: '赠送1张给京E55555' });
  await give.evaluate((el) => {
    el.scrollIntoView({ block: 'center' });
    // Where the page is at touch-down and one frame after the tap (the keyboard gone, the server not answered yet).
    const at = (name: string) => () => {
      document.body.dataset[name] = String(window.scrollY);
    };
    document.addEventListener('pointerdown', at('scrollAtTouch'), { once: true, capture: true });
    document.addEventListener('click', () => requestAnimationFrame(at('scrollAfterTap')), { once: true, capture: true });
  });
  await give.tap();

  await expect(page.getByRole('status').filter({ hasText: '已赠送1张停车抵用券10元给京E55555' })).toBeVisible();
  await expect(kb).toBeHidden();
  // The page stayed where the clerk was looking when the keyboard went away (it had been scrolled down to the button).
  const body = page.locator('body');
  const atTouch = Number(await body.getAttribute('data-scroll-at-touch'));
  expect(atTouch).toBeGreaterThan(0);
  await expect(body).toHaveAttribute('data-scroll-after-tap', String(atTouch));
  const calls = (await (await page.request.get('/__mock/calls?path=/coupon/v2/api/merchantGive')).json()) as Calls;
  expect(calls.data.map((c) => c.body.plateNos)).toEqual([['京E55555']]);
});
