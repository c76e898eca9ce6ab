import { expect, test, type Page } from './test';
import { resetMock, signIn } from './support';

const REFRESH = '/auth/v2/api/refreshToken';

test.beforeEach(async ({ request }) => resetMock(request));

/** The refresh requests the app itself sends (not the browser's re-sends on a reset socket), with their times. */
function refreshesSent(page: Page): number[] {
  const sent: number[] = [];
  page.on('request', (r) => {
    if (r.url().includes(REFRESH)) sent.push(Date.now());
  });
  return sent;
}

for (const [name, fault] of [
  ['a network error', { networkError: true }],
  ['HTTP 500', { httpStatus: 500 }],
] as const) {
  test(`driver A on /home while the refresh fails with ${name}: one refresh per step, the banner says when, the bills come back`, async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.goto('/home');
    await signIn(page);
    await page.goto('/home');
    const bill = page.getByRole('link', { name: /^京A·12345/ });
    await expect(bill).toBeVisible();

    const sent = refreshesSent(page);
    await request.post('/__mock/expire-tokens');
    await request.post('/__mock/faults', { data: { method: 'POST', path: REFRESH, times: 1000, ...fault } });
    const start = Date.now();
    await page.reload();

    const banner = page.getByRole('status', { name: '网络状态' }).filter({ hasText: /^网络不佳，正在重试…下次尝试 \d\d:\d\d:\d\d。当前内容会保留/ });
    await expect(banner).toBeVisible();
    await page.waitForTimeout(5_000 - (Date.now() - start));
    // The wave's own try and the first step's (3 s ±25 %): never one per read or per page.
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.length).toBeLessThanOrEqual(2);
    expect(page.url()).toMatch(/\/home$/);

    await request.delete('/__mock/faults');
    await expect(bill).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('status', { name: '网络状态' })).toBeEmpty();
    expect(sent.length).toBeLessThanOrEqual(3);
    expect(page.url()).toMatch(/\/home$/);
  });
}

test('two tabs of one phone share the wave: one refresh in flight, and the one that gets through serves both', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  await page.goto('/home');
  await signIn(page);
  await page.goto('/home');
  const second = await context.newPage();
  await second.goto('/home');
  await expect(second.getByRole('link', { name: /^京A·12345/ })).toBeVisible();

  const sentA = refreshesSent(page);
  const sentB = refreshesSent(second);
  await request.post('/__mock/expire-tokens');
  await request.post('/__mock/faults', { data: { method: 'POST', path: REFRESH, times: 1000, networkError: true } });
  await Promise.all([page.reload(), second.reload()]);
  await expect(page.getByRole('status', { name: '网络状态' }).filter({ hasText: /^网络不佳/ })).toBeVisible();
  await expect(second.getByRole('status', { name: '网络状态' }).filter({ hasText: /^网络不佳/ })).toBeVisible();
  await page.waitForTimeout(1_500);
  // Both tabs asked within the same moment: one refresh went out for the two (the schedule's next step, 3 s on,
  // may already have come on a slow machine: it is counted below, not here).
  const first = Math.min(...sentA, ...sentB);
  expect([...sentA, ...sentB].filter((t) => t - first < 2_000)).toHaveLength(1);

  await request.delete('/__mock/faults');
  await expect(page.getByRole('link', { name: /^京A·12345/ })).toBeVisible({ timeout: 20_000 });
  await expect(second.getByRole('status', { name: '网络状态' })).toBeEmpty({ timeout: 20_000 });
  // Tries at 0 s and about 3 s failed or were shared; the one that got through served both tabs.
  const all = [...sentA, ...sentB].sort();
  expect(all.length).toBeLessThanOrEqual(3);
  for (let i = 1; i < all.length; i++) expect((all[i] ?? 0) - (all[i - 1] ?? 0)).toBeGreaterThan(2_000);
});
