import { configure, screen, waitFor, within } from '@testing-library/react';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';

const DETAIL = '/charge/v2/api/parkOrders/msp/detail';
const bill = (id: string) => backend.db.parkOrders.find((o) => o.uniqueId === id)!;
/** HH:mm in Beijing time, as the lot's barrier shows it. */
const beijingClock = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(11, 16);

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/payPage']), 60_000);

test('parked 2 h 13 min under 10.00元 an hour: the fee now is the bill, and when it next rises and by how much', async () => {
  signInAs('A');
  renderApp('/payPage?uniqueId=U20001&parkId=P1001');
  const card = await screen.findByRole('region', { name: '停车账单' });
  expect(within(card).getByText('30.00元')).toBeInTheDocument();
  // Minute 133 of the rule: 3 started hours; the 4th starts at minute 181.
  expect(within(card).getByText(/^再停 4[78] 分钟将增加 10\.00元$/)).toBeInTheDocument();
});

test('inside the free period: free until the minute the rule first charges, with the minutes left', async () => {
  const inTime = Date.now() - 5 * 60_000;
  bill('U20001').inTime = inTime;
  signInAs('A');
  renderApp('/payPage?uniqueId=U20001&parkId=P1001');
  const card = await screen.findByRole('region', { name: '停车账单' });
  // Free up to and including minute 15: the fee first shows at minute 16.
  expect(within(card).getByText(`免费停车至 ${beijingClock(inTime + 16 * 60_000)}（还剩 11 分钟）`)).toBeInTheDocument();
  expect(screen.getByText('当前无需缴费')).toBeInTheDocument();
});

test('a car that has left, or a pass car, has no outlook', async () => {
  signInAs('A');
  renderApp('/payPage?uniqueId=U20002&parkId=P1007');
  await screen.findByText('月卡车辆，无需缴费');
  expect(screen.queryByText(/再停|免费停车至/)).not.toBeInTheDocument();
});

test('when the rule says the fee rose, the bill is asked for again and its amount is the one shown', async () => {
  // One second before the 4th hour starts.
  bill('U20001').inTime = Date.now() - (180 * 60 + 59) * 1000;
  signInAs('A');
  renderApp('/payPage?uniqueId=U20001&parkId=P1001');
  const card = await screen.findByRole('region', { name: '停车账单' });
  expect(within(card).getByText('30.00元')).toBeInTheDocument();
  expect(within(card).getByText('再停 1 分钟将增加 10.00元')).toBeInTheDocument();
  await waitFor(() => expect(backend.calls.list(DETAIL).length).toBeGreaterThanOrEqual(2), { timeout: 6000 });
  expect(await within(card).findByText('40.00元', {}, { timeout: 4000 })).toBeInTheDocument();
});
