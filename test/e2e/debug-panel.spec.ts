import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import { readFileSync } from 'node:fs';
import { resetMock } from './support';

test.beforeEach(async ({ request }) => resetMock(request));

/** WCAG 2.1 AA as test/e2e/a11y.spec.ts checks it: no serious or critical axe violation. */
async function seriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).exclude('#webpack-dev-server-client-overlay').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
test.setTimeout(90_000);

/**
 * The operations debug panel: driver A signs in and does a few things, staff issue a support code for
 * A's case (the mock's stand-in for their console), A opens the panel from 客服中心 with it and exports the log;
 * the file is what Redux DevTools imports and holds none of the session's secrets in full.
 */
test('driver A opens the debug panel with a support code and exports a log with no secret in it', async ({ page, request }) => {
  // Signed in through the app's own form: the phone and the password pass through its actions.
  await page.goto('/login?redirect=%2Fhome');
  await page.getByRole('textbox', { name: '手机号' }).fill('13800138000');
  await page.getByLabel('密码', { exact: true }).fill('Driver@2026');
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);

  // A few things, all in one visit (the log lives in this page's memory): a bill, then 我的 → 客服.
  await page.getByRole('link', { name: /^京A·12345/ }).click();
  await expect(page).toHaveURL(/\/payPage\?uniqueId=U20001&parkId=P1001$/);
  await expect(page.getByRole('region', { name: '停车账单' })).toContainText('京A·12345');
  await page.getByRole('link', { name: '返回' }).or(page.getByRole('button', { name: '返回' })).first().click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: '我的' }).click();
  await page.getByRole('link', { name: '客服' }).click();
  await expect(page.getByRole('heading', { name: '远程调试' })).toBeVisible();

  // Staff issue a code for A's support case SR000001.
  const issued = await request.post('/__mock/service/SR000001/supportCode');
  const { data } = (await issued.json()) as { data: { supportCode: string } };
  expect(data.supportCode).toMatch(/^[A-Z2-9]{8}$/);

  await page.getByRole('link', { name: '输入调试码' }).click();
  await expect(page).toHaveURL(/\/supportDebug$/);
  await expect(page.getByRole('heading', { name: '输入调试码' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // A wrong code first: refused, said next to the field.
  const field = page.getByRole('textbox', { name: '调试码' });
  await field.fill('ABCD2345');
  await page.getByRole('button', { name: '验证并打开调试面板' }).click();
  await expect(page.getByText('调试码不正确，请核对后重新输入')).toBeVisible();
  await field.fill(data.supportCode.toLowerCase());
  await page.getByRole('button', { name: '验证并打开调试面板' }).click();

  const info = page.getByRole('heading', { name: '应用信息' });
  await expect(info).toBeVisible();
  await expect(info).toBeFocused();
  await expect(page.getByText(/服务单 SR000001/)).toBeVisible();
  const calls = page.getByRole('list', { name: /接口调用/ });
  await expect(calls).toContainText('POST /auth/v2/api/driver/login');
  await expect(calls).toContainText('状态 200');
  expect(await seriousAxeViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出日志' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^driver-app-debug-SR000001-\d{8}-\d{6}\.json$/);
  await expect(page.getByRole('status').filter({ hasText: '已导出' })).toBeVisible();
  const file = readFileSync((await download.path()) as string, 'utf8');

  // No secret of this session in full: the token pair as the browser holds it, the phone, the password.
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === 'token')?.value;
  const refreshToken = cookies.find((c) => c.name === 'refreshToken')?.value;
  expect(token).toBeTruthy();
  expect(refreshToken).toBeTruthy();
  // Where a secret is found, say where (the file is megabytes: never the whole of it in the report).
  const leaks = [token as string, refreshToken as string, '13800138000', 'Driver@2026', data.supportCode]
    .map((secret) => ({ secret, at: file.indexOf(secret) }))
    .filter((f) => f.at >= 0)
    .map((f) => `${f.secret.slice(0, 4)}… at ${f.at}: ${file.slice(Math.max(0, f.at - 120), f.at)}`);
  expect(leaks).toEqual([]);

  // What Redux DevTools' import reads: payload (the lifted state, a JSON string) and preloadedState.
  const exported = JSON.parse(file) as { payload: string; preloadedState: string; driverApp: { apiCalls: { method: string; path: string; status: number }[] } };
  const lifted = JSON.parse(exported.payload) as {
    actionsById: Record<string, { type: string; action: { type: string } }>;
    computedStates: unknown[];
    stagedActionIds: number[];
    nextActionId: number;
    currentStateIndex: number;
    committedState: unknown;
  };
  expect(lifted.stagedActionIds.length).toBeGreaterThan(10);
  expect(lifted.stagedActionIds.length).toBeLessThanOrEqual(201);
  expect(lifted.computedStates).toHaveLength(lifted.stagedActionIds.length);
  expect(lifted.nextActionId).toBe(lifted.stagedActionIds.length);
  expect(lifted.currentStateIndex).toBe(lifted.stagedActionIds.length - 1);
  expect(JSON.parse(exported.preloadedState)).toEqual(lifted.committedState);
  const types = lifted.stagedActionIds.map((id) => lifted.actionsById[String(id)]?.action.type);
  expect(types[0]).toBe('@@INIT');
  expect(types).toContain('authApi/executeMutation/fulfilled');
  expect(exported.driverApp.apiCalls).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ method: 'POST', path: '/auth/v2/api/driver/login', status: 200 }),
      expect.objectContaining({ method: 'POST', path: '/basic/v2/api/service/supportCodes/verify', status: 200 }),
    ]),
  );
});
