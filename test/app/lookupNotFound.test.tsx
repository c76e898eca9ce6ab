import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueEffectFor } from '@/api/errorCatalogue';
import { backend } from '../support/mockServer';
import { renderApp } from '../support/renderApp';
import { signInAs } from '../support/session';

/**
 * An unknown lane or pile said 未找到该车道/充电桩 (the catalogue's toast) and then 网络不佳或服务繁忙 (the page's
 * load-failed state): two messages, the second wrong. Now the driver gets one, the not-found one, in the page's place
 * (api/errorCatalogue.ts's shownByPage), with the way to scan or type again; nothing is toasted.
 */
const LANE_BILL = '/charge/v2/api/parkOrders/msp/laneBill';
const NO_LANE = '未找到该车道，请重新扫码';
const NO_PILE = '未找到该充电桩，请核对桩上的编号';
const WRONG = /网络不佳|服务繁忙|加载失败|查询失败/;

beforeEach(() => signInAs('A'));

/** Every text the driver is shown: the page and the toasts. */
function allMessages(toasts: { text: string }[]): string {
  return `${document.body.textContent ?? ''}\n${toasts.map((t) => t.text).join('\n')}`;
}

function occurrences(text: string, of: string): number {
  return text.split(of).length - 1;
}

describe.each([
  ['/scanPayPage', '出口缴费'],
  ['/scanOverduePay', '欠费补缴'],
])('an unknown lane on %s', (path, title) => {
  test('says 未找到该车道 once, in the page, with 重新扫码; no toast, no 网络不佳', async () => {
    const { ui, router } = renderApp(`${path}?parkId=P1001&laneCode=NOSUCH`);
    expect(await screen.findByText(NO_LANE, {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(backend.calls.list(LANE_BILL)).toHaveLength(1));
    expect(screen.getByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    // Give a toast the time it would take to arrive.
    await new Promise((r) => setTimeout(r, 300));
    expect(ui.toasts).toEqual([]);
    expect(ui.dialogs).toEqual([]);
    const shown = allMessages(ui.toasts);
    expect(occurrences(shown, '未找到该车道')).toBe(1);
    expect(shown).not.toMatch(WRONG);
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(NO_LANE);

    await userEvent.click(screen.getByRole('link', { name: '重新扫码' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(path));
    expect(await screen.findByText('请扫描出口车道上的缴费码')).toBeInTheDocument();
  });
});

test('an unknown pile says 未找到该充电桩 once, above the entry to type or scan another; no toast, no 网络不佳', async () => {
  const { ui, router } = renderApp('/chargingPage?pileCode=999999');
  expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(NO_PILE);
  await waitFor(() => expect(backend.calls.list('/cps/v2/api/piles/999999')).toHaveLength(1));
  await new Promise((r) => setTimeout(r, 300));
  expect(ui.toasts).toEqual([]);
  const shown = allMessages(ui.toasts);
  expect(occurrences(shown, '未找到该充电桩')).toBe(1);
  expect(shown).not.toMatch(WRONG);
  expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();

  // Typing the right number opens that pile.
  await userEvent.type(screen.getByLabelText('充电桩编号'), '200101');
  await userEvent.click(screen.getByRole('button', { name: '查找充电桩' }));
  await waitFor(() => expect(router.state.location.search).toBe('?pileCode=200101'));
  expect(await screen.findByRole('heading', { name: /1号直流桩/ }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByText(NO_PILE)).not.toBeInTheDocument();
});

test('other failures of the same lookups are the catalogue\'s as before: a toast with the server\'s message', async () => {
  backend.faults.add({ path: LANE_BILL, code: '0x1306510012', msg: '停车场网络异常', times: 5 });
  const { ui } = renderApp('/scanPayPage?parkId=P1001&laneCode=E1');
  expect(await screen.findByText('车道信息查询失败', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(ui.toasts.map((t) => t.text)).toEqual(['停车场网络异常']);
});

test('the catalogue: the lookups\' not-found answers are the page\'s; the same code elsewhere still toasts', () => {
  expect(catalogueEffectFor('404', 'GET /charge/v2/api/parkOrders/msp/laneBill')).toEqual({ kind: 'shownByPage' });
  expect(catalogueEffectFor('404', 'GET /cps/v2/api/piles/{pileCode}')).toEqual({ kind: 'shownByPage' });
  expect(catalogueEffectFor('404', 'GET /cps/v2/api/chargingOrders/{orderNo}')).toEqual({ kind: 'toast', ms: 3000 });
  expect(catalogueEffectFor('404')).toEqual({ kind: 'toast', ms: 3000 });
  expect(catalogueEffectFor('NETWORK_ERROR', 'GET /cps/v2/api/piles/{pileCode}')).toEqual({ kind: 'toast', ms: 3000 });
});
