import { configure, screen, within } from '@testing-library/react';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/payPage', '/thirdpay']), 60_000);

const MEANS = '车辆已离场，停车费未缴清，已记为欠费。补缴前，该车牌再次停车时需先补缴欠费，才能支付新的停车费（申诉处理中的欠费除外）。';

test('a bill whose car left unpaid says it is 欠费 and what that means, beside 离场时间 and 立即支付', async () => {
  signInAs('A');
  // A's road-side bill of 京AD12345: the car left three days ago without paying.
  expect(backend.db.parkOrders.find((o) => o.uniqueId === 'U20003')?.state).toBe('arrears');
  renderApp('/payPage?uniqueId=U20003&parkId=P1002');
  const card = await screen.findByRole('region', { name: '停车账单' });
  expect(within(card).getByText('离场时间')).toBeInTheDocument();
  expect(within(card).getByText('欠费')).toBeInTheDocument();
  expect(within(card).getByText(MEANS)).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: '立即支付' })).toBeInTheDocument();
});

test('a visitor who found the arrears by plate is told the same', async () => {
  renderApp('/payPage?uniqueId=U20011&parkId=P1006');
  const card = await screen.findByRole('region', { name: '停车账单' });
  expect(within(card).getByText('欠费')).toBeInTheDocument();
  expect(within(card).getByText(MEANS)).toBeInTheDocument();
});

test('at a partner\'s checkout, a bill whose car has left unpaid is 欠费 too', async () => {
  const b = backend.db.parkOrders.find((o) => o.uniqueId === 'U20021')!;
  Object.assign(b, { state: 'arrears', outTime: backend.clock.now() - 60 * 60_000 });
  renderApp('/thirdpay?uniqueId=U20021&parkId=P1009');
  const card = await screen.findByRole('region', { name: '停车账单' });
  expect(within(card).getByText('离场时间')).toBeInTheDocument();
  expect(within(card).getByText('欠费')).toBeInTheDocument();
  expect(within(card).getByText(MEANS)).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: /^前往收银台支付 / })).toBeInTheDocument();
});

test('a car still parked is not called 欠费', async () => {
  signInAs('A');
  renderApp('/payPage?uniqueId=U20001&parkId=P1001');
  const card = await screen.findByRole('region', { name: '停车账单' });
  expect(await screen.findByRole('button', { name: '立即支付' })).toBeInTheDocument();
  expect(within(card).queryByText('欠费')).not.toBeInTheDocument();
  expect(within(card).queryByText(MEANS)).not.toBeInTheDocument();
});
