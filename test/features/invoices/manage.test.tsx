import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRIVER_A, DRIVER_B } from '@mocks/db/ids';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';
import { heading, INVOICE_PAGES, INVOICEABLE, TITLES } from './invoiceKit';

beforeAll(() => warmPages(INVOICE_PAGES), 60_000);

test('发票管理 for a driver: what can be invoiced, the records, the saved titles', async () => {
  signInAs('A');
  renderApp('/invoiceManage');
  await heading('发票管理');
  expect(await screen.findByText('7笔订单可开票，共1379.98元')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '去开票' })).toHaveAttribute('href', '/invoiceOrderList');
  expect(screen.getByRole('link', { name: /开票记录/ })).toHaveAttribute('href', '/invoiceRecord');
  const titles = within(await screen.findByRole('list', { name: '常用抬头列表' })).getAllByRole('listitem');
  expect(titles.map((t) => t.textContent)).toEqual([expect.stringContaining('张伟'), expect.stringContaining('北京顺达物流有限公司')]);
  expect(titles[0]).toHaveTextContent('默认');
  expect(titles[1]).toHaveTextContent('税号 91110105MA00F8KX30');
});

test('a saved title is made the default, or deleted after confirming', async () => {
  signInAs('A');
  const { ui } = renderApp('/invoiceManage', { answer: (d) => (d.title === '删除常用抬头' ? 'delete' : null) });
  await heading('发票管理');
  const company = await screen.findByRole('listitem', { name: '北京顺达物流有限公司' });
  await userEvent.click(within(company).getByRole('button', { name: /^设为默认\s*：北京顺达物流有限公司$/ }));
  await waitFor(() => expect(within(screen.getByRole('listitem', { name: '北京顺达物流有限公司' })).getByText('默认')).toBeInTheDocument());
  expect(backend.calls.list(`${TITLES}/IT900002`, 'PUT')[0]?.body).toMatchObject({ isDefault: true, name: '北京顺达物流有限公司' });
  expect(ui.toasts.map((t) => t.text)).toContain('已设为默认抬头');

  await userEvent.click(within(screen.getByRole('listitem', { name: '张伟' })).getByRole('button', { name: /^删除\s*：张伟$/ }));
  expect(ui.dialogs[0]?.content).toBe('确定删除“张伟”？已开具的发票不受影响。');
  await waitFor(() => expect(screen.queryByRole('listitem', { name: '张伟' })).not.toBeInTheDocument());
  expect(backend.db.invoiceTitles.filter((t) => t.driverId === DRIVER_A).map((t) => t.name)).toEqual(['北京顺达物流有限公司']);
});

test('a visitor is offered to sign in or to invoice without an account; nothing of a driver\'s is asked', async () => {
  renderApp('/invoiceManage');
  await heading('发票管理');
  expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/invoiceManage')}`);
  expect(screen.getByRole('link', { name: '自助开票' })).toHaveAttribute('href', '/makeInvoiceBySelf');
  expect(backend.calls.list(INVOICEABLE)).toHaveLength(0);
  expect(backend.calls.list(TITLES)).toHaveLength(0);
});

test('a visitor opening the order list is sent to sign in and comes back to it', async () => {
  const { router } = renderApp('/invoiceOrderList');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/invoiceOrderList')}`);
  expect(backend.calls.list(INVOICEABLE)).toHaveLength(0);
});

test('nothing to invoice says so; a failed list says so and 重试 brings it', async () => {
  // B's only paid order is a pass: without it B has nothing to invoice.
  backend.db.bagPasses = backend.db.bagPasses.filter((p) => p.driverId !== DRIVER_B);
  signInAs('B');
  const first = renderApp('/invoiceOrderList');
  expect(await screen.findByText('暂无可开票订单', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看开票记录' })).toHaveAttribute('href', '/invoiceRecord');
  expect(screen.queryByRole('button', { name: '下一步' })).not.toBeInTheDocument();
  first.unmount();

  signInAs('A');
  backend.faults.add({ path: INVOICEABLE, method: 'GET', code: '500', msg: '服务繁忙', times: 1 });
  renderApp('/invoiceOrderList');
  expect(await screen.findByText('可开票订单加载失败', {}, { timeout: 15_000 })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('checkbox', { name: /U20005/ })).toBeInTheDocument();
});
