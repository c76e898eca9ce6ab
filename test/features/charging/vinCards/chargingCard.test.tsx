import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '../../../support/mockServer';
import { findHeading, findLoading, openAs, user } from './vinCardsKit';

const CARDS = '/cps/v2/api/charging/cards';

test("driver A's card: the number in groups, the balance in yuan, the last update and the way to its password", async () => {
  openAs('/chargingCard');
  expect(await findHeading('我的充电卡')).toBeInTheDocument();
  const card = (await screen.findByRole('heading', { name: '8800 1000 0000 0001', level: 2 })).closest('li') as HTMLElement;
  expect(within(card).getByText(/余额/)).toHaveTextContent('余额 200.00 元');
  expect(within(card).getByText(/最近更新/)).toHaveTextContent(/最近更新 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  expect(within(card).getByRole('link', { name: '修改密码（尾号0001的充电卡）' })).toHaveAttribute('href', '/changeCardPassword?cardNo=8800100000000001');
});

test('a balance of cents is shown exactly', async () => {
  const seeded = backend.db.chargingCards[0];
  if (seeded) seeded.balanceCents = 1005;
  openAs('/chargingCard');
  const card = (await screen.findByRole('heading', { name: '8800 1000 0000 0001' })).closest('li') as HTMLElement;
  expect(within(card).getByText(/余额/)).toHaveTextContent('余额 10.05 元');
});

test('loading, then an error with a retry that loads the cards', async () => {
  backend.faults.add({ path: CARDS, code: '500', msg: '服务繁忙' });
  openAs('/chargingCard');
  await findLoading('充电卡加载中');
  expect(await screen.findByText('充电卡加载失败')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('heading', { name: '8800 1000 0000 0001' })).toBeInTheDocument();
  expect(backend.calls.list(CARDS)).toHaveLength(2);
});

test('a driver without cards sees the empty state', async () => {
  openAs('/chargingCard', { as: 'B' });
  expect(await screen.findByText('暂无充电卡')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: '我的充电卡' })).not.toBeInTheDocument();
});

test('a visitor is sent to login; nothing is asked of the server', async () => {
  const { router } = openAs('/chargingCard', { as: null });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/chargingCard');
  expect(backend.calls.list(CARDS)).toHaveLength(0);
});
