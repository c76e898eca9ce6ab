import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend } from '../../../support/mockServer';
import { fakeJpegBase64 } from '../../../support/fakes';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { warmPages } from '../../../payment/kit';
import { endSeedSession } from '../../../mocks/disputes/disputesKit';
import { addBills, appealAsA, appealsInDb, billInDb, chargingBill } from './billsKit';

const SUBMIT = '/cps/v2/api/chargingAppeals';
const PICTURES = '/basic/v2/api/pictures';

async function openComplaint(orderNo = 'C30002') {
  signInAs('A');
  const view = renderApp(`/chargingBillComplain?orderNo=${orderNo}`);
  await screen.findByRole('group', { name: '申诉原因' }, { timeout: 15_000 });
  return view;
}

beforeAll(() => warmPages(['/chargingBillComplain', '/chargingAppealDetail', '/chargeBillDetail', '/disputeDetail', '/chargingPage']), 60_000);

test('the rules: a reason is required, 其他 needs a description, no emoji; nothing is sent until they hold', async () => {
  await openComplaint();
  expect(screen.getByRole('region', { name: '申诉的账单' })).toHaveTextContent('国家大剧院星星充电站');
  expect(screen.getByRole('region', { name: '申诉的账单' })).toHaveTextContent('59.30元');
  const submit = screen.getByRole('button', { name: '提交申诉' });
  await userEvent.click(submit);
  expect(await screen.findByText('请选择申诉原因')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '电量与实际不符' })).toHaveFocus();
  await userEvent.click(screen.getByRole('radio', { name: '其他' }));
  await userEvent.click(submit);
  expect(await screen.findByText('请描述具体问题')).toBeInTheDocument();
  const box = screen.getByRole('textbox', { name: '问题描述' });
  await userEvent.type(box, '没充上⚡');
  expect(await screen.findByText('问题描述不能包含表情符号，请用文字描述')).toBeInTheDocument();
  expect(box).toHaveAttribute('aria-invalid', 'true');
  await userEvent.click(submit);
  expect(backend.calls.list(SUBMIT, 'POST')).toHaveLength(0);
});

test('a complaint with a photo, sent once for a double tap, then its progress', async () => {
  backend.faults.add({ path: SUBMIT, method: 'POST', delayMs: 400 });
  const { platform, router, ui } = await openComplaint();
  await userEvent.click(screen.getByRole('radio', { name: '电量与实际不符' }));
  await userEvent.type(screen.getByRole('textbox', { name: /问题描述/ }), '车机显示只充了30度，12:05拔枪');
  await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
  expect(platform.callsOf('pickImage')).toHaveLength(1);
  const photos = screen.getByRole('list', { name: '已选照片' });
  expect(await within(photos).findByRole('img', { name: '照片1' })).toHaveAttribute('src', `data:image/jpeg;base64,${fakeJpegBase64}`);
  await waitFor(() => expect(within(photos).queryByText('上传中…')).not.toBeInTheDocument());
  expect(backend.calls.list(PICTURES, 'POST')).toHaveLength(1);

  const submit = screen.getByRole('button', { name: '提交申诉' });
  await userEvent.dblClick(submit);
  await userEvent.click(submit);
  expect(submit).toBeDisabled();
  expect(submit).toHaveTextContent('提交中…');
  await waitFor(() => expect(router.state.location.pathname).toBe('/chargingAppealDetail'));
  const sent = backend.calls.list(SUBMIT, 'POST');
  expect(sent).toHaveLength(1);
  const body = sent[0]?.body as { pictures: string[] };
  expect(body).toMatchObject({ orderNo: 'C30002', reason: '电量与实际不符', description: '车机显示只充了30度，12:05拔枪' });
  expect(body.pictures).toEqual([expect.stringMatching(/\/__mock\/pictures\/PIC\d+\.jpg$/)]);
  expect(router.state.location.search).toMatch(/^\?appealNo=CA\d+$/);
  expect(ui.toasts.map((t) => t.text)).toContain('申诉已提交，我们会尽快处理');

  const appeal = await screen.findByRole('article', { name: /^申诉 CA/ });
  expect(within(appeal).getByRole('region', { name: '处理进度' })).toHaveTextContent('提交申诉（当前）');
  expect(within(appeal).getByText('车机显示只充了30度，12:05拔枪')).toBeInTheDocument();
  expect(within(appeal).getByRole('img', { name: '申诉照片1' })).toHaveAttribute('src', body.pictures[0]);
  expect(within(appeal).getByRole('link', { name: 'C30002' })).toHaveAttribute('href', '/chargeBillDetail?orderNo=C30002');
  expect(within(appeal).getByRole('link', { name: '查看处理进度与补充证据' })).toHaveAttribute('href', `/disputeDetail?disputeId=${router.state.location.search.slice('?appealNo='.length)}`);
  expect(Object.keys(window.sessionStorage).filter((k) => k.includes('chargingBillComplain'))).toEqual([]);
});

test('what was entered survives a reload', async () => {
  const first = await openComplaint();
  await userEvent.click(screen.getByRole('radio', { name: '费用计算有误' }));
  await userEvent.type(screen.getByRole('textbox', { name: /问题描述/ }), '夜间电价按峰时收');
  first.unmount();
  await openComplaint();
  expect(screen.getByRole('radio', { name: '费用计算有误' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: /问题描述/ })).toHaveValue('夜间电价按峰时收');
});

test('an unpaid bill may be complained about before paying: what it asks, and what happens meanwhile; one with an appeal shows the way to it', async () => {
  addBills(chargingBill('CT40', { kwh: 20 }));
  signInAs('A');
  let view = renderApp('/chargingBillComplain?orderNo=CT40');
  await screen.findByRole('group', { name: '申诉原因' }, { timeout: 15_000 });
  // 20 kWh at 1.20 + 0.48: 33.60元 still to pay.
  expect(screen.getByRole('region', { name: '申诉的账单' })).toHaveTextContent('33.60元');
  expect(screen.getByText('申诉处理期间无需支付这笔账单，也不影响在其他充电桩开始充电；处理完成后，按处理结果支付剩余费用。')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '提交申诉' })).toBeEnabled();
  expect(screen.queryByText(/支付后才能申诉/)).not.toBeInTheDocument();
  view.unmount();

  addBills(chargingBill('CT41', { paid: true }));
  const appealNo = await appealAsA('CT41');
  view = renderApp('/chargingBillComplain?orderNo=CT41');
  expect(await screen.findByText('该账单已提交过申诉，请查看处理进度。', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看申诉进度' })).toHaveAttribute('href', `/chargingAppealDetail?appealNo=${appealNo}`);
  expect(appealsInDb().filter((a) => a.orderNo === 'CT41')).toHaveLength(1);
  view.unmount();

  // Still charging (A's seed session): not yet, the way back to the bill instead.
  view = renderApp('/chargingBillComplain?orderNo=C30001');
  expect(await screen.findByText('充电进行中，结束充电后才能申诉。', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '提交申诉' })).not.toBeInTheDocument();
});

test("an unpaid bill's complaint is sent, lands on its dispute, and the start page then no longer lists the bill as blocking", async () => {
  signInAs('A');
  endSeedSession();
  const { router } = renderApp('/chargingPage?pileCode=200101');
  expect(await screen.findByText(/您有一笔未支付的充电订单/, {}, { timeout: 15_000 })).toBeInTheDocument();

  // The same app (its answers kept): the start page's notice must not come from the disputes it read before.
  await act(async () => void (await router.navigate('/chargingBillComplain?orderNo=C30011')));
  await screen.findByRole('group', { name: '申诉原因' }, { timeout: 15_000 });
  expect(screen.getByText(/申诉处理期间无需支付这笔账单/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: '未充上电仍扣费' }));
  await userEvent.click(screen.getByRole('button', { name: '提交申诉' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/disputeDetail'));
  const sent = backend.calls.list(SUBMIT, 'POST');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toMatchObject({ orderNo: 'C30011', reason: '未充上电仍扣费' });
  const appealNo = appealsInDb().find((a) => a.orderNo === 'C30011')?.appealNo;
  expect(router.state.location.search).toBe(`?disputeId=${appealNo}`);
  expect(router.state.historyAction).toBe('REPLACE');
  expect(await screen.findByText('申诉处理中，不影响其他缴费、充电和预约', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(billInDb('C30011')?.orderState).toBe(2);

  await act(async () => void (await router.navigate('/chargingPage?pileCode=200101')));
  expect(await screen.findByRole('heading', { name: '王府井百货充电站 · 1号直流桩' }, { timeout: 15_000 })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('group', { name: '支付方式' })).toBeInTheDocument());
  expect(screen.queryByText(/您有一笔未支付的充电订单/)).not.toBeInTheDocument();
});
