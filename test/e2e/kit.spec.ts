import { expect, test } from './test';
import { expectClean } from './axeWalk';
import { chooseElder } from './displayModes';

/**
 * The kit's catalogue (/__kit, development builds only: `npm run test:e2e:kit` runs this against the development
 * server) in each display mode: every kit piece in its states, with no serious or critical axe violation and
 * nothing wider than the phone.
 */
test('the kit catalogue shows every piece, and passes axe in standard, dark and 长辈模式', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/__kit');
  await expect(page.getByRole('heading', { level: 1, name: '界面组件' })).toBeVisible({ timeout: 60_000 });
  for (const piece of ['LinkButton', 'StateTag', 'FilterChips', 'MoneyLine', 'Countdown', 'Facts', 'PlatePicker', 'ReasonField', 'AppealForm', 'form']) {
    await expect(page.getByRole('heading', { level: 2, name: piece, exact: true })).toBeVisible();
  }
  await expectClean(page, '/__kit', 'standard');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectClean(page, '/__kit', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // The catalogue's own switch is the driver's: on, the tokens change at once, and a reload keeps it.
  const elder = page.getByRole('switch', { name: '长辈模式' });
  await elder.click();
  await expect(elder).toHaveAttribute('aria-checked', 'true');
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-elder'))).toBe(true);
  await chooseElder(page);
  await page.reload();
  await expect(page.getByRole('switch', { name: '长辈模式' })).toHaveAttribute('aria-checked', 'true');
  const body = await page.getByText('一条独立的字段提示').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(body).toBeGreaterThanOrEqual(18);
  await expectClean(page, '/__kit', 'elder');
});
