import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DRIVER_B } from '@mocks/db/ids';
import type { DialogOptions } from '@/ui/feedback/types';
import { backend, server } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/familyShare', '/familyShare/:shareId', '/walletDetail', '/fllowManage']), 60_000);

const user = userEvent.setup({ delay: null });
/** Every dialog answered with its primary action (确认代付, 结束共享). */
const primary = (d: DialogOptions) => d.actions.find((a) => a.primary)?.key ?? null;
const driverB = () => backend.db.drivers.find((d) => d.driverId === DRIVER_B)!;

/** B tops up 100.00元 by WeChat and the provider settles it, as the wallet's own top-up does. */
async function topUpB() {
  const { token } = signInAs('B');
  const res = await fetch('http://localhost/api/driver/v2/api/wallet/topUps', {
    method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: token }, body: JSON.stringify({ amountCents: 10000, payChannel: 3 }),
  });
  const order = ((await res.json()) as { data: { payOrderId: string } }).data;
  await fetch(`http://localhost/__mock/payments/${order.payOrderId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ state: 'paid' }) });
}

/** A, on /familyShare, invites B by phone to 京A12345 with 代付 up to `capYuan` a month. */
async function aInvitesB(capYuan: string) {
  signInAs('A');
  renderApp('/familyShare', { answer: primary });
  await user.type(await screen.findByLabelText('家人手机号'), '13900139000');
  await user.click(await screen.findByRole('checkbox', { name: /京A·12345/ }));
  await user.click(screen.getByRole('switch', { name: '允许代付' }));
  await user.type(await screen.findByLabelText('每月代付上限（元）'), capYuan);
  await user.dblClick(screen.getByRole('button', { name: '发送邀请' }));
  const given = screen.getByRole('region', { name: '我共享给家人的' });
  expect(await within(given).findByRole('heading', { name: '李娜（139****9000）' })).toBeInTheDocument();
  expect(within(given).getByText('待接受')).toBeInTheDocument();
  cleanup();
}

test('invite → pending → B accepts in B\'s own account → B sees A\'s plate, pays a bill within the cap, is refused beyond it; both statements say so', async () => {
  await aInvitesB('35');
  const sent = backend.calls.list('/driver/v2/api/familyShares', 'POST');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toEqual({ phone: '13900139000', plateNos: ['京A12345'], canPay: true, monthlyCapCents: 3500, canLock: false });
  expect(backend.db.familyShares).toMatchObject([{ state: 'pending', plateNos: ['京A12345'], monthlyCapCents: 3500 }]);

  await topUpB();
  const { router, ui } = renderApp('/familyShare', { answer: primary });
  const received = await screen.findByRole('region', { name: '家人共享给我的' });
  expect(await within(received).findByRole('heading', { name: '张伟（138****8000）' })).toBeInTheDocument();
  await user.click(within(received).getByRole('button', { name: '接受' }));
  await user.click(await within(received).findByRole('link', { name: '查看 张伟 共享的车辆' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/familyShare/${backend.db.familyShares[0]!.shareId}`));

  const plate = await screen.findByRole('region', { name: '京A·12345' });
  expect(within(plate).getByText(/3号直流桩A枪 · 充电中/)).toBeInTheDocument();
  expect(screen.getByText('本月已代付 0.00 元 / 上限 35.00 元')).toBeInTheDocument();
  await user.click(within(plate).getByRole('button', { name: '代付 30.00 元' }));
  await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('已为张伟代付30.00元'));
  expect(ui.dialogs[0]?.content).toBe('为张伟代付京A·12345的停车费 王府井百货地下停车场 30.00 元，从您的余额支付。本月还可代付 35.00 元。');
  expect(await screen.findByText('本月已代付 30.00 元 / 上限 35.00 元')).toBeInTheDocument();
  expect(driverB().balanceCents).toBe(7000);
  expect(backend.db.parkOrders.find((b) => b.uniqueId === 'U20001')?.state).toBe('paid');
  expect(backend.calls.list('/driver/v2/api/familyShares/{shareId}/payments', 'POST')).toHaveLength(1);

  // C30011 (14.11元) is more than the 5.00元 left: refused, nothing taken.
  await user.click(within(plate).getByRole('button', { name: '代付 14.11 元' }));
  expect(await within(plate).findByRole('alert')).toHaveTextContent('超出本月代付额度，本月还可代付5.00元');
  expect(driverB().balanceCents).toBe(7000);
  expect(backend.db.chargingOrders.find((o) => o.orderNo === 'C30011')?.orderState).toBe(2);

  // B's statement: 为家人代付; A's: 家人代付, none of A's balance.
  cleanup();
  signInAs('B');
  renderApp('/walletDetail?tab=statement');
  expect(await screen.findByText(/^为家人代付 张伟 京A·12345 停车费/, {}, { timeout: 15_000 })).toBeInTheDocument();
  cleanup();
  signInAs('A');
  renderApp('/walletDetail?tab=statement');
  expect(await screen.findByText(/^家人代付（李娜） 停车费/, {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByText('李娜从本人余额代付，未使用您的余额')).toBeInTheDocument();
});

test('结束共享 asks first and ends at once: B\'s view then says 共享已结束', async () => {
  await aInvitesB('50');
  const shareId = backend.db.familyShares[0]!.shareId;
  signInAs('B');
  renderApp('/familyShare');
  await user.click(await screen.findByRole('button', { name: '接受' }));
  await screen.findByRole('link', { name: '查看 张伟 共享的车辆' });
  cleanup();

  signInAs('A');
  const { ui } = renderApp('/familyShare', { answer: primary });
  await user.click(await screen.findByRole('button', { name: '结束共享 李娜' }));
  await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('已结束共享'));
  expect(ui.dialogs[0]?.content).toBe('确定结束与李娜的共享吗？结束后对方立即不能再查看或代付这些车辆。');
  expect(backend.db.familyShares[0]).toMatchObject({ state: 'ended', endedBy: 'sharer' });
  cleanup();

  signInAs('B');
  renderApp(`/familyShare/${shareId}`);
  expect(await screen.findByText('共享已结束')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '返回家人共享' })).toBeInTheDocument();
});

test('the invitation\'s refusals are said above its button: no account, one\'s own phone; nothing is made', async () => {
  signInAs('A');
  renderApp('/familyShare');
  await user.click(await screen.findByRole('button', { name: '发送邀请' }));
  expect(await screen.findByText('请输入家人的手机号')).toBeInTheDocument();
  expect(screen.getByText('请选择要共享的车辆')).toBeInTheDocument();
  expect(backend.calls.list('/driver/v2/api/familyShares', 'POST')).toHaveLength(0);
  await user.type(screen.getByLabelText('家人手机号'), '13912345678');
  await user.click(await screen.findByRole('checkbox', { name: /粤B·12345/ }));
  await user.click(screen.getByRole('button', { name: '发送邀请' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('该手机号尚未注册，请家人先注册后再邀请');
  await user.clear(screen.getByLabelText('家人手机号'));
  await user.type(screen.getByLabelText('家人手机号'), '13800138000');
  await user.click(screen.getByRole('button', { name: '发送邀请' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('不能共享给自己');
  expect(backend.db.familyShares).toHaveLength(0);
});

test('a malformed answer is an honest state with 重试; /fllowManage leads to 家人共享', async () => {
  server.use(http.get('*/api/driver/v2/api/familyShares', () => HttpResponse.json({ code: '200', msg: 'ok', data: { given: null, received: [] } })));
  signInAs('A');
  renderApp('/familyShare');
  expect((await screen.findAllByText('共享加载失败')).length).toBeGreaterThan(0);
  expect(screen.getAllByText('数据异常：服务器返回的数据不完整，请稍后重试').length).toBeGreaterThan(0);
  expect(screen.getAllByRole('button', { name: '重试' }).length).toBeGreaterThan(0);
  cleanup();
  renderApp('/fllowManage');
  expect(await screen.findByRole('heading', { name: '家人共享' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '管理家人共享' })).toHaveAttribute('href', '/familyShare');
});

test('the lock of A\'s booking: 开锁 works while the booking lasts and is refused once it has ended', async () => {
  backend.db.locks.push({ lockId: 'L59001', berthId: 'P1003-B1-002', lockName: '测试车位锁', position: 'up', online: true, batteryPct: 90, carPresent: false, neverConfirms: false, lastReportAt: backend.clock.now() });
  signInAs('A');
  renderApp('/familyShare');
  await user.type(await screen.findByLabelText('家人手机号'), '13900139000');
  await user.click(await screen.findByRole('checkbox', { name: /京A·12345/ }));
  await user.click(screen.getByRole('switch', { name: '允许操作车位锁' }));
  await user.click(screen.getByRole('button', { name: '发送邀请' }));
  await screen.findByRole('heading', { name: '李娜（139****9000）' });
  cleanup();
  const shareId = backend.db.familyShares[0]!.shareId;
  signInAs('B');
  renderApp('/familyShare');
  await user.click(await screen.findByRole('button', { name: '接受' }));
  await screen.findByRole('link', { name: '查看 张伟 共享的车辆' });
  cleanup();

  // Not yet: the booking starts in 2 hours.
  renderApp(`/familyShare/${shareId}`);
  const booking = await screen.findByRole('listitem', { name: /^预约 / });
  expect(within(booking).getByRole('button', { name: '开锁' })).toBeDisabled();
  expect(within(booking).getByText('预约开始前15分钟起至车辆离场前可操作车位锁')).toBeInTheDocument();
  cleanup();

  backend.clock.advance(110 * 60_000);
  renderApp(`/familyShare/${shareId}`);
  const open = await within(await screen.findByRole('listitem', { name: /^预约 / })).findByRole('button', { name: '开锁' });
  await waitFor(() => expect(open).toBeEnabled());
  await user.dblClick(open);
  await waitFor(() => expect(backend.calls.list('/driver/v2/api/familyShares/{shareId}/locks/{lockId}', 'POST')).toHaveLength(1));
  expect(backend.db.lockCommands.filter((c) => c.lockId === 'L59001')).toMatchObject([{ action: 'down', driverId: DRIVER_B }]);
  expect(await screen.findByText(/测试车位锁：执行中/)).toBeInTheDocument();

  // The car arrives and leaves: the booking is over, and so is the member's use of its lock.
  backend.clock.advance(10_000);
  for (const event of ['arrive', 'leave']) {
    const res = await fetch('http://localhost/__mock/bookings/BO090003', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ event }) });
    expect(((await res.json()) as { code: string }).code).toBe('200');
  }
  await user.click(screen.getByRole('button', { name: '关锁' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('该预约已结束，无法操作车位锁');
});
