import { configure, fireEvent, screen, within } from '@testing-library/react';
import { warmPages } from '../../../payment/kit';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { serveStatement, statementFixture } from './statementKit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/walletDetail']), 60_000);

const lines = async () => within(await screen.findByRole('list', { name: '账单明细' }, { timeout: 15_000 })).getAllByRole('listitem');

test('a line says when, where, through which door, its signed amount and its fapiao; a refund names what it gives back', async () => {
  serveStatement(statementFixture());
  signInAs('A');
  renderApp('/walletDetail');
  const [refund, parking, topUp] = await lines();
  expect(parking).toHaveTextContent('停车费 王府井百货地下停车场');
  expect(parking).toHaveTextContent('-15.00元');
  expect(parking).toHaveTextContent('2026-11-20 09:30');
  expect(parking).toHaveTextContent('京A·12345 · 王府井百货地下停车场');
  expect(parking).toHaveTextContent('微信无感支付');
  expect(parking).toHaveTextContent('发票：可开票');
  expect(refund).toHaveTextContent('+15.00元');
  expect(refund).toHaveTextContent('重复支付自动退回，退回：停车费 王府井百货地下停车场');
  expect(refund).toHaveTextContent('发票：不可开票已退款');
  expect(topUp).toHaveTextContent('发票：不可开票充值金额在消费时开票');
  expect(topUp).not.toHaveTextContent('京A');
});

test('a long month shows 30 lines and 显示更多 brings 30 more', async () => {
  serveStatement(statementFixture({ many: 45 }));
  signInAs('A');
  renderApp('/walletDetail');
  expect(await lines()).toHaveLength(30);
  expect(screen.getByRole('heading', { name: '账单明细 共 45 笔' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '显示更多（还有 15 笔）' }));
  expect(await lines()).toHaveLength(45);
  expect(screen.queryByRole('button', { name: /显示更多/ })).not.toBeInTheDocument();
});

test('a range without a line says so', async () => {
  serveStatement(statementFixture({ lines: [] }));
  signInAs('A');
  renderApp('/walletDetail?kind=pass');
  expect(await screen.findByText('没有符合条件的账单', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: '账单明细' })).not.toBeInTheDocument();
});
