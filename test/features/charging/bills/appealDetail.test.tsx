import { screen, within } from '@testing-library/react';
import { APPEAL_ACCEPT_AFTER_MS, APPEAL_HANDLE_AFTER_MS } from '@mocks/services/cps/bills';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { warmPages } from '../../../payment/kit';
import { addBills, balanceOf, chargingBill } from './billsKit';

/** A's complaint about the seeded paid bill C30002 (service fee 17.77元), made as the app makes it. */
async function complain(orderNo = 'C30002') {
  const res = await fetch('http://localhost/api/cps/v2/api/chargingAppeals', {
    method: 'POST',
    headers: { ClientType: '2', Authorization: signInAs('A').token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ orderNo, reason: '电量与实际不符', description: '车机显示只充了30度', pictures: [] }),
  });
  return ((await res.json()) as { data: { appealNo: string } }).data.appealNo;
}

async function open(url: string) {
  const view = renderApp(url);
  const appeal = await screen.findByRole('article', { name: /^申诉 CA/ }, { timeout: 15_000 });
  return { view, appeal, progress: within(appeal).getByRole('region', { name: '处理进度' }) };
}

beforeAll(() => warmPages(['/chargingAppealDetail', '/chargeBillDetail']), 60_000);

test('the steps move on as time passes: 提交 → 受理中 after 10 minutes → 已处理 with the result and refund after 2 hours', async () => {
  const appealNo = await complain();
  const url = `/chargingAppealDetail?appealNo=${appealNo}`;
  let shown = await open(url);
  expect(shown.progress).toHaveTextContent('提交申诉（当前）');
  expect(shown.appeal).toHaveTextContent('国家大剧院星星充电站');
  expect(shown.appeal).toHaveTextContent('已提交');
  expect(within(shown.appeal).getByText('电量与实际不符')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: '处理结果' })).not.toBeInTheDocument();
  shown.view.unmount();

  backend.clock.advance(APPEAL_ACCEPT_AFTER_MS);
  shown = await open(url);
  expect(shown.progress).toHaveTextContent('受理中（当前）');
  expect(shown.progress.textContent?.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/g)).toHaveLength(2);
  expect(screen.queryByRole('region', { name: '处理结果' })).not.toBeInTheDocument();
  shown.view.unmount();

  backend.clock.advance(APPEAL_HANDLE_AFTER_MS - APPEAL_ACCEPT_AFTER_MS);
  shown = await open(url);
  expect(shown.progress).toHaveTextContent('已处理（当前）');
  expect(shown.progress.textContent?.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/g)).toHaveLength(3);
  const result = screen.getByRole('region', { name: '处理结果' });
  expect(result).toHaveTextContent('经核实，充电桩计量存在偏差，已退还本次服务费，退款已退回账户余额');
  expect(result).toHaveTextContent('退款金额 17.77元');
  expect(balanceOf()).toBe(10000 + 1777);
});

test("by the bill's orderNo: its appeal, or none yet with the way to make one", async () => {
  await complain();
  const { appeal } = await open('/chargingAppealDetail?orderNo=C30002');
  expect(appeal).toHaveTextContent('车机显示只充了30度');
  addBills(chargingBill('CT50', { paid: true }));
  const view = renderApp('/chargingAppealDetail?orderNo=CT50');
  expect(await screen.findByText('该账单暂无申诉', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '账单有疑问？去申诉' })).toHaveAttribute('href', '/chargingBillComplain?orderNo=CT50');
  view.unmount();
  // An unpaid one may be complained about too, before paying.
  addBills(chargingBill('CT51'));
  renderApp('/chargingAppealDetail?orderNo=CT51');
  expect(await screen.findByText('该账单暂无申诉', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '账单有疑问？去申诉' })).toHaveAttribute('href', '/chargingBillComplain?orderNo=CT51');
});

test("the bill links to its appeal's progress once there is one", async () => {
  const appealNo = await complain();
  renderApp('/chargeBillDetail?orderNo=C30002');
  expect(await screen.findByRole('link', { name: '查看申诉进度（已提交）' }, { timeout: 15_000 })).toHaveAttribute('href', `/chargingAppealDetail?appealNo=${appealNo}`);
  expect(screen.queryByRole('link', { name: '账单有疑问？去申诉' })).not.toBeInTheDocument();
});

test('an unknown appeal says the server\'s refusal with the ways on, no 重试', async () => {
  signInAs('A');
  renderApp('/chargingAppealDetail?appealNo=CA0000');
  expect(await screen.findByText('申诉详情加载失败', {}, { timeout: 15_000 })).toBeInTheDocument();
  // The server said no: its words and the ways on, not a 重试 that would get the same answer.
  expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  expect(await screen.findByRole('link', { name: '返回首页' })).toBeInTheDocument();
});
