import { startDevtoolsRelay, type DevtoolsRelay } from '../../scripts/devtoolsRelay';
import { openMonitor, type DevToolsMonitor } from '../support/devtoolsMonitor';
import { expect, test } from './test';
import { resetMock, signIn } from './support';

/**
 * Live remote debugging (docs/rules/operations.md, "Live: operations watch the driver's store"): driver A enters a
 * support code, starts the live session, and pays a bill from the balance while operations' monitor — on the real
 * relay, `npm run devtools-relay` — receives the masked actions and states, slides the driver's page back to the
 * balance before the payment and forward again, cannot import or reset anything, and hears nothing once A ends it.
 * The build's relay is ws://localhost:8000 (config/devtoolsRelay.ts), which the page policy names.
 */

const RELAY_PORT = 8000;
let relay: DevtoolsRelay;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ baseURL }) => {
  relay = await startDevtoolsRelay({ port: RELAY_PORT, appOrigins: [new URL(baseURL ?? 'http://localhost:4173').origin], log: () => undefined });
});
test.afterAll(async () => relay?.close());
test.beforeEach(async ({ request }) => resetMock(request));

test('operations watch A live, slide A’s page back before a payment and forward, cannot act, and hear nothing after 结束调试', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tokens = await signIn(page);
  const issued = await request.post('/__mock/service/SR000001/supportCode');
  const { data } = (await issued.json()) as { data: { supportCode: string; liveChannel: string; monitorPath: string } };
  expect(data.monitorPath).toBe(`/session/${data.liveChannel}`);
  let monitor: DevToolsMonitor | undefined;

  try {
    await test.step('A enters the code and starts live debugging: the page loads again with the 远程调试中 bar', async () => {
      await page.goto('/supportDebug');
      await page.getByRole('textbox', { name: '调试码' }).fill(data.supportCode);
      await page.getByRole('button', { name: '验证并打开调试面板' }).click();
      await expect(page.getByRole('heading', { name: '远程实时调试' })).toBeVisible();
      monitor = await openMonitor(relay.port, data.liveChannel);
      await page.getByRole('button', { name: '开始远程实时调试' }).click();
      const bar = page.getByRole('status', { name: '远程调试' });
      await expect(bar).toContainText('远程调试中');
      await expect(bar).toContainText('SR000001');
      await expect(page.getByText(/已连接：客服正在实时查看本机的操作/)).toBeVisible();
      const state = await monitor.waitFor((m) => m.type === 'STATE', 'the page’s state');
      expect(state.name).toBe(`车主服务 · ${data.liveChannel}`);
    });

    await test.step('A pays 京A12345’s bill from the balance; the monitor receives each action, masked', async () => {
      await page.goto('/payPage?uniqueId=U20001&parkId=P1001');
      await page.getByRole('radio', { name: /余额支付.*100.00元/ }).check();
      await page.getByRole('button', { name: '立即支付' }).click();
      await page.getByRole('button', { name: '确认支付 ¥20.00' }).click();
      await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
      await page.getByRole('button', { name: '返回首页' }).click();
      await expect(page).toHaveURL(/\/home$/);
      await page.getByRole('navigation').getByRole('link', { name: '我的' }).click();
      await expect(page.getByText('80.00元')).toBeVisible();
      await monitor!.waitFor((m) => m.type === 'ACTION' && /payment\/requested/.test(m.raw), 'the payment’s action');
      await expect.poll(() => monitor!.messages.filter((m) => m.type === 'ACTION').length).toBeGreaterThan(10);
      // Masked as the export is: no token of the session, no phone number in full.
      const wire = monitor!.messages.map((m) => m.raw).join('\n');
      for (const secret of [tokens.token, tokens.refreshToken, '13800138000', data.supportCode]) expect(wire).not.toContain(secret);
    });

    await test.step('the monitor slides back to before the payment: A’s page shows 100.00元; forward again: 80.00元', async () => {
      const paid = monitor!.actionIdOf((a) => a.type === 'payment/requested');
      expect(paid).toBeDefined();
      monitor!.jumpToAction((paid as number) - 1);
      await expect(page.getByText('100.00元')).toBeVisible();
      await expect(page.getByText('80.00元')).toHaveCount(0);
      const last = Math.max(...monitor!.messages.filter((m) => m.type === 'ACTION').map((m) => m.nextActionId ?? 0)) - 1;
      monitor!.jumpToAction(last);
      await expect(page.getByText('80.00元')).toBeVisible();
    });

    await test.step('an import, a reset or a remote action is refused: the page is unchanged and the monitor is told', async () => {
      const before = monitor!.messages.length;
      monitor!.send({ type: 'IMPORT', state: JSON.stringify({ computedStates: [{ state: {} }] }) });
      monitor!.send({ type: 'DISPATCH', action: { type: 'RESET' } });
      monitor!.send({ type: 'DISPATCH', action: { type: 'IMPORT_STATE', nextLiftedState: {} } });
      monitor!.send({ type: 'ACTION', action: "{ type: 'session/signedOut' }" });
      await monitor!.waitFor((m) => monitor!.messages.indexOf(m) >= before && m.type === 'ERROR' && /只能查看/.test(m.raw), 'the refusal');
      await expect(page.getByText('80.00元')).toBeVisible();
      await expect(page.getByRole('status', { name: '远程调试' })).toContainText('远程调试中');
    });

    await test.step('A taps 结束调试: the monitor hears the page leave, and nothing of A’s arrives after', async () => {
      await page.getByRole('status', { name: '远程调试' }).getByRole('button', { name: '结束调试' }).click();
      await expect(page.getByText('远程调试已结束，客服不再能看到本机的操作')).toBeVisible();
      await monitor!.waitFor((m) => m.type === 'DISCONNECTED', 'the page leaving');
      const ended = monitor!.messages.length;
      await page.getByRole('link', { name: '首页' }).click();
      await expect(page).toHaveURL(/\/home$/);
      await page.waitForTimeout(2000);
      expect(monitor!.messages.slice(ended)).toEqual([]);
      // The tab's debug session is over: a reload connects nothing.
      await page.reload();
      await expect(page.getByRole('status', { name: '远程调试' })).toHaveCount(0);
    });
  } finally {
    monitor?.close();
  }
});
