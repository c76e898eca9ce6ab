import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRIVER_B } from '@mocks/db/ids';
import { warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { PASS_PAGES } from './passesKit';

beforeAll(() => warmPages(PASS_PAGES), 120_000);

/** Driver B with no pass, application or payment at all. */
function bWithNothing() {
  backend.db.bagPasses = backend.db.bagPasses.filter((p) => p.driverId !== DRIVER_B);
  backend.db.bagApplications = backend.db.bagApplications.filter((a) => a.driverId !== DRIVER_B);
  backend.db.bagOrders = backend.db.bagOrders.filter((o) => o.driverId !== DRIVER_B);
}

test('no passes yet: each list says so, with the way to apply', async () => {
  bWithNothing();
  signInAs('B');
  const { router } = renderApp('/myMounthlyPay');
  expect(await screen.findByText('您还没有月卡', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: '办理月卡' }).map((a) => a.getAttribute('href'))).toContain('/monthParking');
  await userEvent.click(screen.getByRole('tab', { name: '办理记录' }));
  expect(await screen.findByText('暂无办理记录')).toBeInTheDocument();
  await act(() => router.navigate('/mounthPayList'));
  expect(await screen.findByText('暂无缴费记录', {}, { timeout: 10_000 })).toBeInTheDocument();
  await act(() => router.navigate('/renew'));
  expect(await screen.findByText('暂无可续费的月卡', {}, { timeout: 10_000 })).toBeInTheDocument();
});

test('a lot with no pass rules says so', async () => {
  renderApp('/monthParking?parkId=P1002');
  expect(await screen.findByText('该停车场暂无可办理的月卡', {}, { timeout: 15_000 })).toBeInTheDocument();
});

test('a list that fails to load says so and loads again with 重试', async () => {
  backend.faults.add({ path: '/special/v2/api/bagPasses', method: 'GET', code: '500', msg: '服务繁忙' });
  signInAs('A');
  const { ui } = renderApp('/myMounthlyPay');
  expect(await screen.findByText('月卡加载失败', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(ui.toasts.map((t) => t.text)).toContain('服务繁忙');
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('region', { name: '当前月卡' })).toHaveTextContent('东方广场停车场');
});

test('the rules of a lot that fail to load, and an unknown application, show the error state', async () => {
  backend.faults.add({ path: '/special/v2/api/bagMultiRules', method: 'GET', code: '500', msg: '服务繁忙' });
  const first = renderApp('/monthParking?parkId=P1001');
  expect(await screen.findByText('月卡规则加载失败', {}, { timeout: 15_000 })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('heading', { name: '全天季卡' })).toBeInTheDocument();
  first.unmount();

  signInAs('A');
  const { ui } = renderApp('/mounthlyDetail?applicationId=MA404');
  expect(await screen.findByText('申请加载失败', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(ui.toasts.map((t) => t.text)).toContain('未找到该月卡申请');
});

test('a visitor may read a lot\'s passes from a partner\'s link; applying asks them to sign in', async () => {
  const { router } = renderApp('/H5Mounth?parkId=P1011');
  expect(await screen.findByRole('heading', { name: '居民夜间月卡' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '登录/注册' })).toHaveAttribute('href', '/login?redirect=%2FH5Mounth%3FparkId%3DP1011');
  await userEvent.click(screen.getAllByRole('link', { name: '立即办理' })[0]!);
  await waitFor(() => expect(router.state.location.pathname).toBe('/monthlyRuleNotice'));
  await userEvent.click(await screen.findByRole('button', { name: '我已阅读并同意' }, { timeout: 10_000 }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/mounthlyNotarize?parkId=P1011&ruleId=R5010');
});
