import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { PASS_PAGES } from './passesKit';

beforeAll(() => warmPages(PASS_PAGES), 120_000);

const PASSES = '/special/v2/api/bagPasses';

test('/mine: a pass ending within 7 days, with one tap to renew', async () => {
  signInAs('A');
  const { router } = renderApp('/mine');
  const card = await screen.findByRole('region', { name: '月卡即将到期' }, { timeout: 15_000 });
  expect(card).toHaveTextContent('东方广场停车场');
  expect(card).toHaveTextContent('粤B·12345');
  expect(card).toHaveTextContent('剩余5天');
  expect(backend.calls.list(PASSES, 'GET')[0]?.query).toMatchObject({ expiringSoon: '1' });
  await userEvent.click(within(card).getByRole('link', { name: /续费/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/mounthlyRenew'));
  expect(router.state.location.search).toBe('?bagId=BG9001');
  expect(await screen.findByRole('button', { name: '立即支付' }, { timeout: 10_000 })).toBeInTheDocument();
});

test('the end date is one unbreakable piece: in 长辈模式 (18 px text at 390 px) the sentence wraps around it, never inside it', async () => {
  signInAs('A');
  renderApp('/mine');
  const card = await screen.findByRole('region', { name: '月卡即将到期' }, { timeout: 15_000 });
  // The date alone in its own element, inside the sentence; the element's class keeps it on one line.
  const date = within(card).getByText(/^\d{4}-\d{2}-\d{2}$/);
  expect(date.parentElement).toHaveTextContent(new RegExp(`剩余\\d+天（${date.textContent}到期）`));
  expect(date).toHaveClass('date');
  const sheet = readFileSync(join(__dirname, '../../../src/ui/ExpiringPasses/ExpiringPasses.module.css'), 'utf8');
  expect(sheet).toMatch(/\.date\s*\{[^}]*white-space:\s*nowrap/);
});

test('/mine: no card when nothing ends soon (B\'s pass has 20 days), none asked for a visitor', async () => {
  signInAs('B');
  const first = renderApp('/mine');
  await screen.findByRole('region', { name: '我的资产' }, { timeout: 15_000 });
  await waitFor(() => expect(backend.calls.list(PASSES, 'GET')).toHaveLength(1));
  expect(screen.queryByRole('region', { name: '月卡即将到期' })).not.toBeInTheDocument();
  first.unmount();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  backend.calls.clear();
  renderApp('/mine');
  await screen.findByRole('link', { name: '登录/注册' }, { timeout: 15_000 });
  expect(screen.queryByRole('region', { name: '月卡即将到期' })).not.toBeInTheDocument();
});

test('/myMounthlyPay: the expiring pass first with 续费, the expired one kept as history', async () => {
  signInAs('A');
  renderApp('/myMounthlyPay');
  const current = await screen.findByRole('region', { name: '当前月卡' }, { timeout: 15_000 });
  expect(current).toHaveTextContent('东方广场停车场');
  expect(current).toHaveTextContent('5天后到期');
  expect(within(current).getByRole('link', { name: '续费' })).toHaveAttribute('href', '/mounthlyRenew?bagId=BG9001');
  const history = screen.getByRole('region', { name: '历史月卡' });
  expect(history).toHaveTextContent('西单大悦城停车场');
  expect(history).toHaveTextContent('已过期');
  await userEvent.click(screen.getByRole('tab', { name: '办理记录' }));
  const list = await screen.findByRole('list', { name: '办理记录' });
  expect(list).toHaveTextContent('待审核');
  expect(list).toHaveTextContent('驳回原因：行驶证照片不清晰，请重新上传');
});
