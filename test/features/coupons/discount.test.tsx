import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/discount', '/scanQRCode', '/login']), 60_000);

const USER_COUPONS = '/coupon/v2/api/userCoupons';
const here = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname + router.state.location.search;
const cards = async (label: string) => within(await screen.findByRole('list', { name: label }, { timeout: 15_000 })).getAllByRole('article');

test('/unused opens /discount on its tab: the counts on the tabs, parking and charging coupons, the soonest to end first and marked', async () => {
  signInAs('A');
  const { router } = renderApp('/unused');
  await waitFor(() => expect(here(router)).toBe('/discount?tab=unused'));
  expect(await screen.findByRole('tab', { name: '未使用(5)' }, { timeout: 15_000 })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: '已使用(1)' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '已过期(2)' })).toBeInTheDocument();
  expect(backend.calls.list('/coupon/v2/api/couponsCount').at(-1)?.query).toMatchObject({ scope: 'all' });

  const [soonest, ...rest] = await cards('未使用的优惠券');
  expect(rest).toHaveLength(4);
  expect(soonest).toHaveAccessibleName('王府井商户券 10元');
  expect(soonest).toHaveTextContent('10.00元满20.00元可用');
  expect(soonest).toHaveTextContent('停车券满减券即将过期');
  expect(soonest).toHaveTextContent('仅限王府井百货地下停车场');
  expect(soonest).toHaveTextContent(/有效期至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  expect(within(soonest!).getByText('使用规则')).toBeInTheDocument();
  expect(within(soonest!).getByRole('link', { name: '去使用 王府井商户券 10元' })).toHaveAttribute('href', '/home');

  const discount = rest.find((c) => c.getAttribute('aria-label') === '停车8折券')!;
  expect(discount).toHaveTextContent('8折满10.00元可用');
  expect(discount).toHaveTextContent('最高抵扣10.00元');
  const charging = rest.find((c) => c.textContent?.includes('充电券'))!;
  expect(charging).toHaveTextContent('全部充电站可用');
  expect(within(charging).getByRole('link', { name: /去使用/ })).toHaveAttribute('href', '/chargingPage');
  expect(backend.calls.list(USER_COUPONS).at(-1)?.query).toMatchObject({ status: 'unused', scope: 'all', pageNo: '1', pageSize: '10' });
});

test('the tabs switch in the address; /past and /used open theirs; used and expired coupons say so and offer nothing to use', async () => {
  signInAs('A');
  const { router } = renderApp('/discount');
  await screen.findByRole('tab', { name: '未使用(5)' }, { timeout: 15_000 });
  fireEvent.click(screen.getByRole('tab', { name: '已过期(2)' }));
  await waitFor(() => expect(here(router)).toBe('/discount?tab=expired'));
  const expired = await cards('已过期的优惠券');
  expect(expired.map((c) => c.getAttribute('aria-label'))).toEqual(['周末停车免单券', '充电满50减10']);
  expect(expired[0]).toHaveTextContent('免费无门槛');
  expect(expired[0]).toHaveTextContent(/已于 \d{4}-\d{2}-\d{2} 过期/);
  expect(within(expired[0]!).queryByRole('link', { name: /去使用/ })).not.toBeInTheDocument();

  signInAs('A');
  const used = renderApp('/used');
  await waitFor(() => expect(here(used.router)).toBe('/discount?tab=used'));
  const [one] = await cards('已使用的优惠券');
  expect(one).toHaveTextContent('已使用');
  expect(one).toHaveTextContent(/使用时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

  signInAs('A');
  const past = renderApp('/past');
  await waitFor(() => expect(here(past.router)).toBe('/discount?tab=expired'));
});

test('no coupons: the tab says so and leads to claiming one; a visitor signs in first and comes back to the tab', async () => {
  const visitor = renderApp('/past');
  await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/login'));
  expect(visitor.router.state.location.search).toBe(`?redirect=${encodeURIComponent('/discount?tab=expired')}`);
  visitor.unmount();

  signInAs('B');
  renderApp('/discount');
  expect(await screen.findByText('暂无可用的优惠券', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '未使用(0)' })).toBeInTheDocument();
  const links = screen.getAllByRole('link', { name: /领券/ });
  expect(links.map((l) => l.getAttribute('href'))).toEqual(['/scanQRCode', '/scanQRCode']);
});

test('a failed list says so and 重试 brings it', async () => {
  backend.faults.add({ path: USER_COUPONS, method: 'GET', code: '500', msg: '服务繁忙' });
  signInAs('A');
  renderApp('/discount');
  expect(await screen.findByText('优惠券加载失败', {}, { timeout: 15_000 })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await cards('未使用的优惠券')).toHaveLength(5);
});
