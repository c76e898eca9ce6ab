import { startDevtoolsRelay } from '../../scripts/devtoolsRelay';
import { openMonitor } from '../support/devtoolsMonitor';
import { money, signIn, type Journey } from './journey';

/**
 * Live remote debugging in WebKit, the engine of iPhones' WeChat (docs/rules/operations.md, "Live: operations watch the
 * driver's store"): on the real relay (`npm run devtools-relay`, here on the build's ws://localhost:8000), driver A's
 * page in a confirmed session connects under the page policy, operations' monitor receives its actions masked, slides
 * the page back to the balance before a payment and forward again, and hears nothing after 结束调试.
 */

const RELAY_PORT = 8000;

const live: Journey = {
  name: 'live debugging: operations watch A pay from the balance, slide A\'s page back to before it and forward, and hear nothing after 结束调试',
  timeoutMs: 120_000,
  async run(ctx) {
    const { screen, server, journal } = ctx;
    const relay = await startDevtoolsRelay({ port: RELAY_PORT, appOrigins: [new URL(screen.baseUrl).origin], log: () => undefined });
    const tokens = await signIn(ctx);
    const issued = await server.call<{ supportCode: string; liveChannel: string }>('', '/__mock/service/SR000001/supportCode');
    const monitor = await openMonitor(relay.port, issued.liveChannel);
    try {
      await journal.step('A enters the code and starts live debugging: 远程调试中 above the page, and the monitor has A\'s store', async () => {
        await screen.goto('/supportDebug');
        await screen.fill({ role: 'textbox', name: '调试码' }, issued.supportCode);
        await screen.tap({ role: 'button', name: '验证并打开调试面板' });
        await screen.tap({ role: 'button', name: '开始远程实时调试' });
        await screen.textOf({ role: 'status', name: '远程调试' }, /远程调试中/);
        const state = await monitor.waitFor((m) => m.type === 'STATE', 'the page\'s state');
        if (state.name !== `车主服务 · ${issued.liveChannel}`) throw new Error(`the page named itself ${state.name}`);
      });

      await journal.step('A pays 京A12345\'s bill from the balance: each action reaches the monitor, no token or phone in full', async () => {
        await screen.goto('/payPage?uniqueId=U20001&parkId=P1001');
        await screen.tap({ role: 'radio', name: /余额支付/ });
        await screen.tap({ role: 'button', name: '立即支付' });
        await screen.tap({ role: 'button', name: /^确认支付/ });
        await screen.see({ role: 'heading', name: '支付成功' }, 20_000);
        await screen.tap({ role: 'button', name: '返回首页' });
        await screen.waitUrl(/^\/home$/);
        await screen.see({ role: 'heading', name: '车主服务' });
        await screen.tap({ role: 'link', name: '我的', within: { role: 'navigation' } });
        await screen.waitUrl(/^\/mine$/);
        await screen.see({ text: money(8_000) });
        await monitor.waitFor((m) => m.type === 'ACTION' && /payment\/requested/.test(m.raw), 'the payment');
        const wire = monitor.messages.map((m) => m.raw).join('\n');
        const leaked = [tokens.token, tokens.refreshToken, '13800138000', issued.supportCode].filter((s) => wire.includes(s));
        if (leaked.length) throw new Error(`the monitor received ${leaked.length} secret(s) in full`);
      });

      await journal.step('the monitor slides back before the payment: 100.00元 on A\'s page; forward: 80.00元', async () => {
        const paid = monitor.actionIdOf((a) => a.type === 'payment/requested');
        if (paid === undefined) throw new Error('no payment among the actions the monitor received');
        monitor.jumpToAction(paid - 1);
        await screen.see({ text: money(10_000) });
        const last = Math.max(...monitor.messages.filter((m) => m.type === 'ACTION').map((m) => m.nextActionId ?? 0)) - 1;
        monitor.jumpToAction(last);
        await screen.see({ text: money(8_000) });
      });

      await journal.step('A taps 结束调试: the page leaves the session and nothing more arrives', async () => {
        await screen.tap({ role: 'button', name: '结束调试', within: { role: 'status', name: '远程调试' } });
        await screen.see({ text: /远程调试已结束/ });
        await monitor.waitFor((m) => m.type === 'DISCONNECTED', 'the page leaving');
        const ended = monitor.messages.length;
        await screen.tap({ role: 'link', name: '首页' });
        await new Promise((r) => setTimeout(r, 1500));
        if (monitor.messages.length !== ended) throw new Error(`${monitor.messages.length - ended} message(s) arrived after the end`);
      });
    } finally {
      monitor.close();
      await relay.close();
    }
  },
};

export const LIVE_DEBUG_JOURNEYS: Journey[] = [live];
