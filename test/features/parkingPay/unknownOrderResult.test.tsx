import { configure, screen } from '@testing-library/react';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { fastTiming, restoreTiming, warmPages } from '../../payment/kit';

/**
 * A pay result opened for an order the server does not know (a stale or mistyped link): the server's refusal, said at
 * once, never 正在确认支付结果… 请勿关闭页面或重复支付 for a payment that is not; the server is asked once, not polled.
 */

configure({ asyncUtilTimeout: 4000 });

beforeAll(() => warmPages(['/payResultPage', '/paySuccess', '/result']), 60_000);
beforeEach(fastTiming);
afterEach(() => {
  restoreTiming();
  window.sessionStorage.clear();
});

const syncCalls = () => backend.calls.list('/charge/v2/api/payCharges/sync/{id}', 'GET');

test.each(['/payResultPage?payOrderId=PO_NO_SUCH', '/paySuccess?payOrderId=PO_NO_SUCH', '/result?payOrderId=PO_NO_SUCH'])('%s says what the server said, with the ways on, and stops asking', async (url) => {
  signInAs('A');
  renderApp(url);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('支付订单不存在');
  expect(screen.queryByText('正在确认支付结果…')).toBeNull();
  expect(screen.queryByText(/请勿关闭页面或重复支付/)).toBeNull();
  expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  expect(screen.getByRole('link', { name: '返回首页' })).toBeInTheDocument();
  // Asked by the page and by the payment flow, each once: a refusal is not polled.
  await new Promise((r) => setTimeout(r, 1500));
  expect(syncCalls().length).toBeLessThanOrEqual(2);
}, 30_000);
