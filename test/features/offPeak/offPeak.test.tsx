import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DRIVER_A } from '@mocks/db/ids';
import type { DialogOptions } from '@/ui/feedback/types';
import { fastTiming, restoreTiming, settle, warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { bookingCalls, control, failNext } from './offPeakKit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(
  () => warmPages(['/wrongTimeShare', '/packageCarSelect', '/wrongTimePackagePay', '/packageHandleSucc', '/subscribeCarSelect', '/wrongTimeSubscribePay', '/subscribeHandleSucc', '/wrongTimeManage', '/violationRecord', '/wrongTimePackageDetail']),
  60_000,
);
beforeEach(fastTiming);
afterEach(restoreTiming);

const press = (text: string) => (d: DialogOptions) => d.actions.find((a) => a.text.startsWith(text))?.key ?? null;
const balanceOf = () => backend.db.drivers.find((d) => d.driverId === DRIVER_A)!.balanceCents;

test('the lots that share off-peak, then one lot: its window, packages with what is left, slots and the rules', async () => {
  const { router } = renderApp('/wrongTimeShare');
  const lots = await screen.findByRole('list', { name: '附近的错时共享停车场' }, { timeout: 15_000 });
  const qianmen = within(lots).getByRole('link', { name: /前门大街公共停车场/ });
  expect(qianmen).toHaveTextContent('错时包月');
  fireEvent.click(qianmen);
  await waitFor(() => expect(router.state.location.search).toBe('?parkId=P1004'));
  const lot = await screen.findByRole('region', { name: '停车场' });
  expect(lot).toHaveTextContent('工作日 19:00-次日08:00');
  const products = screen.getByRole('list', { name: '错时套餐' });
  expect(products).toHaveTextContent('工作日夜间月卡');
  expect(products).toHaveTextContent('300.00元');
  expect(products).toHaveTextContent('剩余 6/30');
  expect(within(products).getByRole('link', { name: '购买工作日夜间月卡' })).toHaveAttribute('href', '/packageCarSelect?parkId=P1004&productId=DTP-P1004-30');
  const rules = screen.getByRole('region', { name: '错时停车规则' });
  expect(rules).toHaveTextContent('超出部分每60分钟5.00元');
  expect(rules).toHaveTextContent('7天内提交申诉');
});

test('A buys an off-peak package: the plates and first day, one order for a double tap, WeChat, then the package in force', async () => {
  signInAs('A');
  const { router, platform } = renderApp('/packageCarSelect?parkId=P1004&productId=DTP-P1004-30');
  expect(await screen.findByRole('heading', { name: '工作日夜间月卡' }, { timeout: 15_000 })).toBeInTheDocument();
  const a = screen.getByRole('checkbox', { name: /京A·12345/ });
  if ((a as HTMLInputElement).checked) fireEvent.click(a);
  fireEvent.click(screen.getByRole('checkbox', { name: /京A·D12345/ }));
  const next = screen.getByRole('button', { name: '下一步' });
  fireEvent.click(next);
  fireEvent.click(next);
  await waitFor(() => expect(router.state.location.pathname).toBe('/wrongTimePackagePay'));
  expect(bookingCalls('createDiffTimePackageOrder')).toHaveLength(1);
  expect(bookingCalls('createDiffTimePackageOrder')[0]?.body).toMatchObject({ productId: 'DTP-P1004-30', plateNos: ['京AD12345'], requestId: expect.any(String) });
  const packageNo = new URLSearchParams(router.state.location.search).get('packageNo')!;

  const facts = await screen.findByRole('region', { name: '错时包月' });
  expect(facts).toHaveTextContent('待支付');
  expect(screen.getByText(/前完成支付，逾期订单将自动取消/)).toBeInTheDocument();
  expect(await screen.findByRole('radio', { name: /微信支付/ })).toBeChecked();
  expect(screen.queryByRole('radio', { name: /余额支付/ })).not.toBeInTheDocument();
  const pay = screen.getByRole('button', { name: '立即支付' });
  await waitFor(() => expect(pay).toBeEnabled());
  fireEvent.click(pay);
  fireEvent.click(pay);
  await waitFor(() => expect(platform.payments).toHaveLength(1));
  await waitFor(() => expect(router.state.location.pathname).toBe('/packageHandleSucc'));
  expect(router.state.location.search).toContain(`packageNo=${packageNo}`);
  await settle(platform.payments[0]!.payOrderId, 'paid');
  expect(await screen.findByRole('heading', { name: '错时包月办理成功' }, { timeout: 6000 })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '错时包月' })).toHaveTextContent('京A·D12345');
  expect(bookingCalls('payDiffTimeOrder')).toHaveLength(1);
  expect(backend.db.diffTimePackages.find((p) => p.packageNo === packageNo)?.state).toBe('paid');
});

test('a plate that already holds a package there is refused, and the form says why', async () => {
  signInAs('A');
  renderApp('/packageCarSelect?parkId=P1004&productId=DTP-P1004-30');
  expect(await screen.findByRole('heading', { name: '工作日夜间月卡' }, { timeout: 15_000 })).toBeInTheDocument();
  const a = screen.getByRole('checkbox', { name: /京A·12345/ });
  if (!(a as HTMLInputElement).checked) fireEvent.click(a);
  fireEvent.click(screen.getByRole('button', { name: '下一步' }));
  const refusal = await screen.findAllByText(/车牌京A12345在该停车场已有生效期重叠的错时套餐（WP090001）/);
  expect(refusal.some((el) => el.matches('p[role="alert"]'))).toBe(true);
});

test('A books one off-peak window and pays with the balance', async () => {
  signInAs('A');
  const { router } = renderApp('/subscribeCarSelect?parkId=P1005', { answer: press('确认支付') });
  const dates = await screen.findByRole('group', { name: '预约日期' }, { timeout: 15_000 });
  expect(within(dates).getAllByRole('radio').length).toBeGreaterThan(0);
  fireEvent.click(screen.getByRole('radio', { name: /粤B·12345/ }));
  fireEvent.click(screen.getByRole('button', { name: '下一步' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/wrongTimeSubscribePay'));
  fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }));
  const pay = screen.getByRole('button', { name: '立即支付' });
  await waitFor(() => expect(pay).toBeEnabled());
  fireEvent.click(pay);
  expect(await screen.findByRole('heading', { name: '错时预约成功' }, { timeout: 6000 })).toBeInTheDocument();
  expect(balanceOf()).toBe(10000 - 1000);
});

test('managing: A\'s package in force, filtered by state and by kind', async () => {
  signInAs('A');
  const { router } = renderApp('/wrongTimeManage');
  const list = await screen.findByRole('list', { name: '错时包月' }, { timeout: 15_000 });
  const item = within(list).getByRole('link', { name: /前门大街公共停车场/ });
  expect(item).toHaveTextContent('生效中');
  expect(item).toHaveTextContent('违规记录 1 条');
  fireEvent.click(screen.getByRole('tab', { name: '已取消' }));
  expect(await screen.findByText('没有该状态的订单')).toBeInTheDocument();
  expect(bookingCalls('getDiffTimePackageList').at(-1)?.body).toMatchObject({ status: 'cancelled', pageNo: 1 });
  fireEvent.click(screen.getByRole('tab', { name: '错时预约' }));
  expect(await screen.findByText('您还没有错时预约')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?tab=subscribe');
});

test('a package\'s detail: plates, validity, window, the violation link; nothing to cancel once begun', async () => {
  signInAs('A');
  renderApp('/wrongTimePackageDetail?packageNo=WP090001');
  const facts = await screen.findByRole('region', { name: '错时包月' }, { timeout: 15_000 });
  expect(facts).toHaveTextContent('工作日夜间月卡');
  expect(facts).toHaveTextContent('京A·12345');
  expect(facts).toHaveTextContent('工作日 19:00-次日08:00');
  expect(screen.getByRole('link', { name: '查看违规记录（1条）' })).toHaveAttribute('href', '/violationRecord');
  expect(screen.queryByRole('button', { name: '取消订单' })).not.toBeInTheDocument();
});

test('a violation: what it costs and why, appealed once with a reason and a photo, then waived by the operator', async () => {
  signInAs('A');
  const { router } = renderApp('/violationRecord');
  const list = await screen.findByRole('list', { name: '违规记录' }, { timeout: 15_000 });
  const row = within(list).getByRole('link', { name: /超时停放/ });
  expect(row).toHaveTextContent('5.00元');
  expect(row).toHaveTextContent('待缴费');
  fireEvent.click(row);
  await waitFor(() => expect(router.state.location.search).toBe('?violationNo=WV090001'));
  const details = await screen.findByRole('region', { name: '违规详情' });
  expect(details).toHaveTextContent('离场时间晚于错时时段结束（08:00）50分钟');
  expect(details).toHaveTextContent('35分钟');
  expect(details).toHaveTextContent('超出错时时段每60分钟5.00元');
  expect(screen.getByText(/前在本页点击“申诉”/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '申诉' }));
  fireEvent.click(await screen.findByRole('button', { name: '提交申诉' }));
  expect(await screen.findByText('请填写申诉理由（至少5个字）')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('申诉理由'), { target: { value: '当晚道闸故障，08:10已到出口，等待人工抬杆' } });
  fireEvent.click(screen.getByRole('button', { name: '添加照片' }));
  const photos = await screen.findByRole('list', { name: '凭证照片' });
  await waitFor(() => expect(within(photos).queryByText('上传中…')).not.toBeInTheDocument());
  fireEvent.click(screen.getByRole('button', { name: '提交申诉' }));
  await waitFor(() => expect(backend.db.diffTimeViolations[0]?.state).toBe('appealing'));
  expect(bookingCalls('appealDiffTimeViolation')[0]?.body).toMatchObject({ violationNo: 'WV090001', photos: [expect.stringMatching(/^http/)] });
  expect(await screen.findByText('申诉处理中，处理期间无需缴费')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();

  expect((await control('/__mock/reviews/WV090001', { decision: 'approve' })).code).toBe('200');
  signInAs('A');
  renderApp('/violationRecord?violationNo=WV090001');
  await waitFor(() => expect(screen.getAllByRole('region', { name: '违规详情' }).at(-1)).toHaveTextContent('已免除'));
});

test('B has no off-peak orders nor violations: the empty states', async () => {
  signInAs('B');
  renderApp('/wrongTimeManage');
  expect(await screen.findByText('您还没有错时包月', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '去看看错时共享' })).toHaveAttribute('href', '/wrongTimeShare');
  signInAs('B');
  renderApp('/violationRecord');
  expect(await screen.findByText('暂无违规记录')).toBeInTheDocument();
});

test('a lot that fails to load shows the error with 重试, which loads it', async () => {
  await failNext('/api/v1/getDiffTimeParkInfo');
  renderApp('/wrongTimeShare?parkId=P1004');
  fireEvent.click(await screen.findByRole('button', { name: '重试' }, { timeout: 15_000 }));
  expect(await screen.findByRole('list', { name: '错时套餐' })).toBeInTheDocument();
});
