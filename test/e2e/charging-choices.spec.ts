import { expect, test } from './test';
import { resetMock, signIn } from './support';

/**
 * Antd-mobile hides a radio's input (display:none), which takes it out of the accessibility tree and the
 * Tab order; jsdom applies no stylesheet and cannot see that. Here the browser's own tree says whether /chargingPage's
 * choices are radios a screen reader names and a keyboard works.
 */
test.beforeEach(async ({ request }) => resetMock(request));

test('on /chargingPage the gun, stop and payment choices are named radios, and the arrow keys choose within each', async ({ page }) => {
  await page.goto('/404');
  await signIn(page);
  await page.goto('/chargingPage?pileCode=200101');
  const guns = page.getByRole('group', { name: '选择充电枪' });
  const stop = page.getByRole('group', { name: '何时停止' });
  const pay = page.getByRole('group', { name: '支付方式' });
  await expect(guns.getByRole('radio')).toHaveCount(2);
  await expect(stop.getByRole('radio')).toHaveCount(5);
  await expect(pay.getByRole('radio', { name: /^账户余额（\d+\.\d\d元）$/ })).toBeChecked();
  await expect(stop.getByRole('radio', { name: '充满为止' })).toBeChecked();

  await guns.getByRole('radio', { name: 'A枪（空闲）' }).focus();
  await page.keyboard.press('Space');
  await expect(guns.getByRole('radio', { name: 'A枪（空闲）' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(guns.getByRole('radio', { name: 'B枪（空闲）' })).toBeChecked();
  await expect(guns.getByRole('radio', { name: 'A枪（空闲）' })).not.toBeChecked();

  // Tab leaves the gun group in one step and lands on the start group's chosen radio, then the stop group's.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('group', { name: '何时开始' }).getByRole('radio', { name: '立即开始' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(stop.getByRole('radio', { name: '充满为止' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(stop.getByRole('radio', { name: '按电量百分比' })).toBeChecked();
  await expect(page.getByLabel('充到（%）')).toBeVisible();
});
