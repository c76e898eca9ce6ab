import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DRIVER_A, DRIVER_B } from '@mocks/db/ids';
import type { DialogOptions } from '@/ui/feedback/types';
import { fastTiming, restoreTiming, warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { bookingCalls, control, failNext } from './bookingKit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/bookParks/index', '/spaceBooking', '/bookingNotarize', '/bookingSuccess', '/bookRecord', '/bookRecordDetail']), 60_000);
beforeEach(fastTiming);
afterEach(restoreTiming);

const MIN = 60_000;
const press = (text: string) => (d: DialogOptions) => d.actions.find((a) => a.text.startsWith(text))?.key ?? null;
const balanceOf = () => backend.db.drivers.find((d) => d.driverId === DRIVER_A)!.balanceCents;
const order = (id: string) => backend.db.bookOrders.find((o) => o.bookOrderId === id)!;

test('the lots that take bookings, nearest first or by name, each opening its booking page', async () => {
  renderApp('/bookParks/index');
  const near = await screen.findByRole('list', { name: '附近可预约的停车场' }, { timeout: 15_000 });
  const names = within(near).getAllByRole('link').map((a) => a.textContent ?? '');
  expect(names[0]).toContain('国家大剧院地下停车场');
  expect(names.some((n) => n.includes('预约车位已约满'))).toBe(true);
  fireEvent.change(screen.getByLabelText('停车场名称'), { target: { value: '大悦城' } });
  fireEvent.click(screen.getByRole('button', { name: '搜索' }));
  const found = await screen.findByRole('list', { name: '名称含“大悦城”的停车场' });
  expect(within(found).getByRole('link')).toHaveAttribute('href', '/spaceBooking?parkId=P1005');
  const byName = bookingCalls('getBookableParksByName');
  expect(byName.at(-1)?.body).toMatchObject({ parkName: '大悦城', lastId: 0, pageSize: 9999 });
});

test('A books a space: the price and the rules before paying, a double tap makes one booking and one payment, the code, then cancelling shows the refund first', async () => {
  signInAs('A');
  const { router, ui } = renderApp('/spaceBooking?parkId=P1003', { answer: press('确认支付') });
  expect(await screen.findByRole('heading', { name: '国家大剧院地下停车场' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '推荐车位' })).toHaveTextContent('B1-003');
  fireEvent.click(screen.getByRole('radio', { name: /京A·D12345/ }));
  const day = screen.getByLabelText('日期') as HTMLSelectElement;
  fireEvent.change(day, { target: { value: day.options[1]!.value } });
  fireEvent.change(screen.getByLabelText('时间'), { target: { value: '12:00' } });
  fireEvent.click(screen.getByRole('radio', { name: /预约1小时/ }));
  await waitFor(() => expect(screen.getByText(/预计费用/).closest('[role="status"]')).toHaveTextContent('预计费用 8.00元'));
  fireEvent.click(screen.getByRole('button', { name: '下一步' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/bookingNotarize'));
  const summary = await screen.findByRole('region', { name: '预约信息' });
  expect(summary).toHaveTextContent('国家大剧院地下停车场');
  expect(summary).toHaveTextContent(`${day.options[1]!.value} 12:00 至 13:00`);
  expect(summary).toHaveTextContent('8.00元');
  const terms = screen.getByRole('region', { name: '取消与超时规则' });
  expect(terms).toHaveTextContent('预约开始前30分钟以上取消免费');
  expect(terms).toHaveTextContent('逾期未入场预约自动失效');
  expect(terms).toHaveTextContent('超出预约结束时间10分钟内不计费');
  expect(await screen.findByRole('region', { name: '预约车位' })).toHaveTextContent('B1-003');
  fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }));
  const pay = screen.getByRole('button', { name: '确认支付' });
  fireEvent.click(pay);
  fireEvent.click(pay);

  await waitFor(() => expect(router.state.location.pathname).toBe('/bookingSuccess'), { timeout: 6000 });
  expect(await screen.findByRole('heading', { name: '预约成功' })).toBeInTheDocument();
  const code = screen.getByRole('region', { name: '预约码' });
  expect(code).toHaveTextContent(/\d{6}/);
  expect(bookingCalls('createBookOrder')).toHaveLength(1);
  expect(bookingCalls('createBookOrder')[0]?.body).toMatchObject({ parkId: 'P1003', plateNo: '京AD12345', packageId: 'P1003-PK60', berthId: 'P1003-B1-003', requestId: expect.any(String) });
  expect(bookingCalls('payBookOrder')).toHaveLength(1);
  expect(ui.dialogs).toHaveLength(1);
  expect(balanceOf()).toBe(10000 - 800);
  const bookOrderId = new URLSearchParams(router.state.location.search).get('bookOrderId')!;
  expect(router.state.location.search).toMatch(/payOrderId=/);

  fireEvent.click(screen.getByRole('button', { name: '查看预约详情' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/bookRecordDetail'));
  fireEvent.click(await screen.findByRole('button', { name: '取消预约' }));
  const preview = await screen.findByRole('region', { name: '取消预约' });
  expect(preview).toHaveTextContent('距预约开始超过30分钟，免费取消，全额退款');
  expect(preview).toHaveTextContent('退款金额8.00元');
  expect(preview).toHaveTextContent('退款方式退回账户余额');
  expect(bookingCalls('cancelBookOrder')).toHaveLength(0);
  fireEvent.click(within(preview).getByRole('button', { name: '确认取消' }));
  await waitFor(() => expect(order(bookOrderId).state).toBe(4));
  expect(ui.toasts.map((t) => t.text)).toContain('预约已取消，8.00元将退回账户余额');
  const details = await screen.findByRole('region', { name: '预约详情' });
  await waitFor(() => expect(details).toHaveTextContent('已取消'));
  expect(details).toHaveTextContent('8.00元（已退回余额）');
  expect(balanceOf()).toBe(10000);
  expect(screen.queryByRole('button', { name: '取消预约' })).not.toBeInTheDocument();
});

test('a reload of the confirm page after the booking was made finds the same booking (the requestId is kept)', async () => {
  signInAs('A');
  backend.clock.advance(0);
  const start = backend.db.bookOrders.find((o) => o.bookOrderId === 'BO090003')!.startTime + 24 * 60 * MIN;
  const d = new Date(start + 8 * 60 * MIN).toISOString();
  const startTime = `${d.slice(0, 10)} ${d.slice(11, 16)}:00`;
  const url = `/bookingNotarize?parkId=P1003&plateNo=${encodeURIComponent('粤B12345')}&startTime=${encodeURIComponent(startTime)}&packageId=P1003-PK30`;
  const first = renderApp(url, { answer: () => 'cancel' });
  fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }, { timeout: 15_000 }));
  fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
  await waitFor(() => expect(bookingCalls('createBookOrder')).toHaveLength(1));
  await waitFor(() => expect(first.ui.dialogs).toHaveLength(1));
  first.unmount();

  const again = renderApp(url, { answer: press('确认支付') });
  fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }));
  fireEvent.click(screen.getByRole('button', { name: '确认支付' }));
  await waitFor(() => expect(again.router.state.location.pathname).toBe('/bookingSuccess'), { timeout: 6000 });
  const sent = bookingCalls('createBookOrder');
  expect(sent).toHaveLength(2);
  expect((sent[1]?.body as { requestId: string }).requestId).toBe((sent[0]?.body as { requestId: string }).requestId);
  expect(backend.db.bookOrders.filter((o) => o.plateNo === '粤B12345')).toHaveLength(1);
});

test('cancelling inside the free-cancel time: the fee kept and the smaller refund are shown before confirming', async () => {
  signInAs('A');
  backend.clock.advance(100 * MIN);
  const { ui } = renderApp('/bookRecordDetail?bookOrderId=BO090003');
  const details = await screen.findByRole('region', { name: '预约详情' }, { timeout: 15_000 });
  expect(details).toHaveTextContent('待入场');
  expect(screen.getByRole('region', { name: '预约码' })).toHaveTextContent(order('BO090003').bookingCode!);
  fireEvent.click(screen.getByRole('button', { name: '取消预约' }));
  const preview = await screen.findByRole('region', { name: '取消预约' });
  expect(preview).toHaveTextContent('距预约开始不足30分钟，收取取消费3.00元');
  expect(preview).toHaveTextContent('取消费3.00元');
  expect(preview).toHaveTextContent('退款金额2.00元');
  fireEvent.click(within(preview).getByRole('button', { name: '暂不取消' }));
  expect(screen.queryByRole('region', { name: '取消预约' })).not.toBeInTheDocument();
  expect(order('BO090003').state).toBe(1);
  fireEvent.click(screen.getByRole('button', { name: '取消预约' }));
  fireEvent.click(within(await screen.findByRole('region', { name: '取消预约' })).getByRole('button', { name: '确认取消' }));
  await waitFor(() => expect(order('BO090003').state).toBe(4));
  expect(order('BO090003').refundCents).toBe(200);
  expect(ui.toasts.map((t) => t.text)).toContain('预约已取消，2.00元将退回账户余额');
});

test('a booking not used in time expires, and the record says why', async () => {
  signInAs('A');
  backend.clock.advance(151 * MIN);
  renderApp('/bookRecordDetail?bookOrderId=BO090003');
  expect(await screen.findByText('超过预约开始时间30分钟未入场，预约已失效，费用不退', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '预约详情' })).toHaveTextContent('已过期');
  expect(screen.queryByRole('button', { name: '取消预约' })).not.toBeInTheDocument();
});

test('staying past the end becomes a charge with its reason, paid from the record once the car has left', async () => {
  signInAs('A');
  backend.clock.advance(115 * MIN);
  expect((await control('/__mock/bookings/BO090003', { event: 'arrive' })).code).toBe('200');
  backend.clock.advance(85 * MIN);
  expect((await control('/__mock/bookings/BO090003', { event: 'leave' })).code).toBe('200');
  const { router } = renderApp('/bookRecordDetail?bookOrderId=BO090003', { answer: press('确认支付') });
  const overstay = await screen.findByRole('region', { name: '超时费用' }, { timeout: 15_000 });
  expect(overstay).toHaveTextContent('10.00元');
  expect(overstay).toHaveTextContent('超出预约结束时间50分钟，扣除10分钟宽限后计40分钟');
  expect(overstay).toHaveTextContent('待支付');
  expect(screen.getByText('超时费')).toBeInTheDocument();
  fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }));
  const pay = screen.getByRole('button', { name: '立即支付' });
  await waitFor(() => expect(pay).toBeEnabled());
  fireEvent.click(pay);
  expect(await screen.findByText('超时费已支付')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/bookRecordDetail');
  await waitFor(() => expect(screen.getByRole('region', { name: '超时费用' })).toHaveTextContent('已支付'));
  expect(balanceOf()).toBe(10000 - 1000);
});

test('the records: newest first, 15 a page, by state, each with what it asks of the driver', async () => {
  signInAs('A');
  const { router } = renderApp('/bookRecord');
  const list = await screen.findByRole('list', { name: '预约记录' }, { timeout: 15_000 });
  const items = within(list).getAllByRole('link');
  expect(items.map((a) => a.getAttribute('href'))).toEqual([
    '/bookRecordDetail?bookOrderId=BO090003',
    '/bookRecordDetail?bookOrderId=BO090002',
    '/bookRecordDetail?bookOrderId=BO090001',
  ]);
  expect(items[0]).toHaveTextContent(`预约码 ${order('BO090003').bookingCode}`);
  expect(items[2]).toHaveTextContent('取消原因：行程有变');
  expect(bookingCalls('getBookOrderList')[0]?.body).toMatchObject({ lastId: 0, pageSize: 15 });
  fireEvent.click(screen.getByRole('tab', { name: '已取消' }));
  await waitFor(() => expect(router.state.location.search).toBe('?state=4'));
  await waitFor(() => expect(within(screen.getByRole('list', { name: '预约记录' })).getAllByRole('link')).toHaveLength(1));
  expect(bookingCalls('getBookOrderList').at(-1)?.body).toMatchObject({ state: 4, lastId: 0, pageSize: 15 });
});

test('more than 15 bookings load page by page', async () => {
  signInAs('A');
  const seed = order('BO090002');
  for (let i = 1; i <= 17; i += 1) backend.db.bookOrders.push({ ...seed, id: 80000 + i, bookOrderId: `BO0800${String(i).padStart(2, '0')}` });
  renderApp('/bookRecord?state=3');
  const list = await screen.findByRole('list', { name: '预约记录' }, { timeout: 15_000 });
  expect(within(list).getAllByRole('link')).toHaveLength(15);
  fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
  await waitFor(() => expect(within(screen.getByRole('list', { name: '预约记录' })).getAllByRole('link')).toHaveLength(18));
  expect(await screen.findByText('没有更多预约了')).toBeInTheDocument();
  expect(bookingCalls('getBookOrderList').at(-1)?.body).toMatchObject({ lastId: expect.any(Number), pageSize: 15 });
});

test('a driver with no bookings: the empty records lead to booking', async () => {
  backend.db.bookOrders = backend.db.bookOrders.filter((o) => o.driverId !== DRIVER_B);
  signInAs('B');
  renderApp('/bookRecord');
  expect(await screen.findByText('您还没有预约记录', {}, { timeout: 15_000 })).toBeInTheDocument();
  for (const link of screen.getAllByRole('link', { name: '预约车位' })) expect(link).toHaveAttribute('href', '/bookParks/index');
});

test('a records list that fails to load offers 重试', async () => {
  signInAs('A');
  await failNext('/api/v1/getBookOrderList');
  renderApp('/bookRecord');
  expect(await screen.findByText('预约记录加载失败', {}, { timeout: 15_000 })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('list', { name: '预约记录' })).toBeInTheDocument();
});

test('no plate bound: the booking page sends the driver to add one, and back', async () => {
  signInAs('A');
  backend.db.plates = backend.db.plates.filter((p) => p.driverId !== DRIVER_A);
  const { router } = renderApp('/spaceBooking?parkId=P1003');
  await waitFor(() => expect(router.state.location.pathname).toBe('/addCar'), { timeout: 15_000 });
  expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/spaceBooking?parkId=P1003');
});

test('a visitor is sent to sign in and back', async () => {
  const { router } = renderApp('/bookRecordDetail?bookOrderId=BO090003');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 15_000 });
});
