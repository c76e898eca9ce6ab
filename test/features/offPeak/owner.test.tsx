import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DRIVER_B } from '@mocks/db/ids';
import { warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { bookingCalls, control, failNext } from './offPeakKit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/userApply', '/userApply/userCheckIn', '/userApply/result', '/userApply/history']), 60_000);

test('B registers a space: lot, berth number, a proof photo and the signed-in phone; under review, then approved through the control API, then the owner\'s centre', async () => {
  signInAs('B');
  const { router } = renderApp('/userApply');
  expect(await screen.findByRole('heading', { name: '共享我的车位', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
  const submit = screen.getByRole('button', { name: '提交申请' });
  fireEvent.click(submit);
  expect(await screen.findByText('请选择停车场')).toBeInTheDocument();
  expect(screen.getByText('请填写车位编号')).toBeInTheDocument();
  expect(bookingCalls('userCheckIn')).toHaveLength(0);

  fireEvent.click(await screen.findByRole('radio', { name: /西单大悦城停车场/ }));
  fireEvent.change(screen.getByLabelText('车位编号'), { target: { value: 'b2-020' } });
  await waitFor(() => expect(screen.getByLabelText('联系电话')).toHaveValue('13900139000'));
  fireEvent.click(submit);
  expect(await screen.findByText('请上传车位产权或租赁证明照片')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '添加照片' }));
  const photos = await screen.findByRole('list', { name: '证明照片' });
  expect(await within(photos).findByRole('img', { name: '照片1' })).toBeInTheDocument();
  await waitFor(() => expect(within(photos).queryByText('上传中…')).not.toBeInTheDocument());
  fireEvent.click(submit);
  fireEvent.click(submit);

  await waitFor(() => expect(router.state.location.pathname).toBe('/userApply/result'));
  expect(bookingCalls('userCheckIn')).toHaveLength(1);
  expect(bookingCalls('userCheckIn')[0]?.body).toMatchObject({ parkId: 'P1005', berthNo: 'B2-020', phone: '13900139000', photos: [expect.stringMatching(/^http/)] });
  expect(await screen.findByRole('heading', { name: '审核中' })).toBeInTheDocument();
  const applyNo = new URLSearchParams(router.state.location.search).get('applyNo')!;
  expect(applyNo).toMatch(/^BR/);

  expect((await control(`/__mock/reviews/${applyNo}`, { decision: 'approve' })).code).toBe('200');
  fireEvent.click(screen.getByRole('button', { name: '刷新审核结果' }));
  expect(await screen.findByRole('heading', { name: '审核通过' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '进入车主中心' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/userApply'));
  const centre = await screen.findByRole('region', { name: '共享收益' });
  expect(centre).toHaveTextContent('已登记车位1个');
  expect(backend.db.berths.some((b) => b.ownerDriverId === DRIVER_B && b.berthNo === 'B2-020')).toBe(true);
  expect(await screen.findByText('暂无共享收益')).toBeInTheDocument();
});

test('an owner\'s centre: this month\'s and all earnings, shares, spaces, locks, the income list', async () => {
  signInAs('A');
  renderApp('/userApply');
  const centre = await screen.findByRole('region', { name: '共享收益' }, { timeout: 15_000 });
  expect(centre).toHaveTextContent('本月收益16.80元');
  expect(centre).toHaveTextContent('共享2次');
  expect(centre).toHaveTextContent('累计收益60.20元');
  expect(centre).toHaveTextContent('车位锁1把');
  expect(centre).toHaveTextContent('布控中车辆1辆');
  const incomes = await screen.findByRole('list', { name: '共享收益明细' });
  expect(within(incomes).getAllByRole('listitem')).toHaveLength(5);
  expect(incomes).toHaveTextContent('+11.20元');
  expect(screen.getByRole('link', { name: '车位锁控制' })).toHaveAttribute('href', '/lockControl');
});

test('the history of applications, and a rejected one with its reason and 重新申请 at the same lot', async () => {
  signInAs('A');
  const { router } = renderApp('/userApply/history');
  const list = await screen.findByRole('list', { name: '车位登记申请' }, { timeout: 15_000 });
  const rows = within(list).getAllByRole('link');
  expect(rows.map((r) => r.getAttribute('href'))).toEqual(['/userApply/result?applyNo=BR090002', '/userApply/result?applyNo=BR090001']);
  expect(rows[0]).toHaveTextContent('审核通过');
  expect(rows[1]).toHaveTextContent('产权证明照片模糊');
  fireEvent.click(rows[1]!);
  expect(await screen.findByRole('heading', { name: '审核未通过' })).toBeInTheDocument();
  expect(screen.getByText('产权证明照片模糊，无法核实车位归属，请重新拍摄上传')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '重新申请' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/userApply/userCheckIn'));
  expect(await screen.findByRole('radio', { name: /西单大悦城停车场/ })).toBeChecked();
});

test('B has no applications: the empty history leads to registering', async () => {
  signInAs('B');
  renderApp('/userApply/history');
  expect(await screen.findByText('暂无车位登记申请', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '登记车位' })).toHaveAttribute('href', '/userApply/userCheckIn');
});

test('when whether the driver owns a space cannot be asked, the page says so with 重试', async () => {
  signInAs('A');
  await failNext('/api/v1/hasRegisteredBerth');
  renderApp('/userApply');
  expect(await screen.findByText('车主信息加载失败', {}, { timeout: 15_000 })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('region', { name: '共享收益' })).toBeInTheDocument();
});
