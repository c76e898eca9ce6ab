import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookOrder } from '@/api/booking/types';
import { unusedBookings } from '@/ui/Reminders/UnusedBookings';
import { warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { installFakeIntersectionObserver, openHome } from './homeKit';

installFakeIntersectionObserver();
beforeAll(() => warmPages(['/mounthlyDetail']), 60_000);

const PASSES = '/special/v2/api/bagPasses';
const MIN = 60_000;

test("B's pass at 国贸 has not let a car in for 10 days: /home asks about it and leads to the pass", async () => {
  const { router } = await openHome({ as: 'B' });
  const reminder = await screen.findByRole('region', { name: '月卡未使用' }, { timeout: 10_000 });
  expect(backend.calls.list(PASSES).some((c) => c.query.unused === '1')).toBe(true);
  expect(reminder).toHaveTextContent('月卡已10天未使用');
  expect(reminder).toHaveTextContent('京B·88888');
  expect(reminder).toHaveTextContent('生效以来未入场');
  await userEvent.click(within(reminder).getByRole('link', { name: /查看.*月卡/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/mounthlyDetail'));
  expect(router.state.location.search).toBe('?bagId=BG9003');
  // The pass page says the same, with the way to check its plates.
  expect(await screen.findByRole('link', { name: '核对车辆' }, { timeout: 10_000 })).toHaveAttribute('href', '/mounthlyPayManage?bagId=BG9003');
  expect(screen.getByText(/^月卡已10天未使用。/)).toBeInTheDocument();
  expect(screen.getByText('上次入场').nextSibling).toHaveTextContent('生效以来未入场');
});

test('a pass used since: the server no longer counts it unused and the home does not ask', async () => {
  const pass = backend.db.bagPasses.find((p) => p.bagId === 'BG9003')!;
  backend.db.parkOrders.push({ ...backend.db.parkOrders[0]!, uniqueId: 'U29999', parkId: pass.parkId, plateNo: '京B88888', inTime: backend.clock.now() - 2 * 86_400_000 });
  await openHome({ as: 'B' });
  await screen.findByRole('region', { name: '预约未使用' }, { timeout: 10_000 });
  expect(screen.queryByRole('region', { name: '月卡未使用' })).not.toBeInTheDocument();
});

test("B's booking lapsed yesterday: /home shows the lot's rule, what was paid and kept, and 知道了 keeps it away", async () => {
  await openHome({ as: 'B' });
  const reminder = await screen.findByRole('region', { name: '预约未使用' }, { timeout: 10_000 });
  expect(reminder).toHaveTextContent('的预约未使用，已失效');
  expect(reminder).toHaveTextContent('超过预约开始时间30分钟未入场，预约已失效，费用不退');
  expect(reminder).toHaveTextContent('已付8.00元，未退款');
  expect(within(reminder).getByRole('link', { name: /有疑问/ })).toHaveAttribute('href', '/customerService/questionBook?bookOrderId=BO090004');
  expect(within(reminder).getByRole('link', { name: /查看.*预约/ })).toHaveAttribute('href', '/bookRecordDetail?bookOrderId=BO090004');
  await userEvent.click(within(reminder).getByRole('button', { name: /不再提醒/ }));
  expect(screen.queryByRole('region', { name: '预约未使用' })).not.toBeInTheDocument();
});

test('answered on this phone: the lapsed booking is not asked about again', async () => {
  window.localStorage.setItem('driverApp.unusedBookings', JSON.stringify(['BO090004']));
  await openHome({ as: 'B' });
  await screen.findByRole('region', { name: '月卡未使用' }, { timeout: 10_000 });
  expect(screen.queryByRole('region', { name: '预约未使用' })).not.toBeInTheDocument();
});

test("A's booking has started and the car is not in: /home says by when, and what a no-show costs", async () => {
  const order = backend.db.bookOrders.find((o) => o.bookOrderId === 'BO090003')!;
  order.startTime = backend.clock.now() - 10 * MIN;
  order.endTime = order.startTime + 30 * MIN;
  await openHome({ as: 'A' });
  const reminder = await screen.findByRole('region', { name: '预约未使用' }, { timeout: 10_000 });
  expect(reminder).toHaveTextContent('的预约已开始，尚未入场');
  expect(reminder).toHaveTextContent(/请于 \d\d:\d\d 前入场/);
  expect(reminder).toHaveTextContent('请在预约开始后30分钟内入场，逾期未入场预约自动失效，费用不退');
  expect(within(reminder).queryByRole('button', { name: /不再提醒/ })).not.toBeInTheDocument();
});

const order = (o: Partial<BookOrder>): BookOrder => ({ state: 1, startTime: '2026-11-23 10:00:00', arriveDeadline: '2026-11-23 10:30:00', ...o }) as BookOrder;
const at = (t: string) => Date.parse(`${t.replace(' ', 'T')}+08:00`);

test.each([
  ['paid, before its start', order({}), '2026-11-23 09:59:00', []],
  ['paid, started, inside the window', order({}), '2026-11-23 10:10:00', ['waiting']],
  ['paid, window just over (the server has not flipped it yet)', order({}), '2026-11-23 10:30:00', []],
  ['parked', order({ state: 2 }), '2026-11-23 10:10:00', []],
  ['lapsed 6 days ago', order({ state: 5 }), '2026-11-29 10:00:00', ['lapsed']],
  ['lapsed 7 days ago', order({ state: 5 }), '2026-11-30 10:30:00', []],
  ['cancelled', order({ state: 4 }), '2026-11-23 10:10:00', []],
])('unusedBookings: %s', (_name, o, now, kinds) => {
  expect(unusedBookings([o], at(now)).map((u) => u.kind)).toEqual(kinds);
});
