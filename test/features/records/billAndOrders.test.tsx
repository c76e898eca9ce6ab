import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRIVER_A } from '@mocks/db/ids';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { addHistory } from './recordsKit';

const listOf = async (name: string) => within(await screen.findByRole('list', { name }, { timeout: 5000 })).getAllByRole('listitem');

describe('/billRecord', () => {
  test("driver A's payments: place, plate, channel, amount and time, newest first", async () => {
    signInAs('A');
    renderApp('/billRecord');
    const items = await listOf('缴费记录');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('前门大街公共停车场');
    expect(items[0]).toHaveTextContent('微信支付');
    expect(items[0]).toHaveTextContent('-10.00元');
    expect(items[1]).toHaveTextContent('余额支付');
    expect(items[1]).toHaveTextContent('已优惠 5.00元');
    expect(items[2]).toHaveTextContent('粤B·12345');
    expect(items[2]).toHaveTextContent('支付宝');
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
  });

  test('pages of 10 through the payRecords call', async () => {
    addHistory(9); // 3 + 9 paid orders
    signInAs('A');
    renderApp('/billRecord');
    expect(await listOf('缴费记录')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await screen.findByText('没有更多了');
    expect(await listOf('缴费记录')).toHaveLength(12);
    expect(backend.calls.list('/charge/v2/api/parkOrders/msp/payRecords').map((c) => [c.query.pageNo, c.query.pageSize])).toEqual([['1', '10'], ['2', '10']]);
  });

  test('a driver who never paid sees the empty state', async () => {
    signInAs('B');
    renderApp('/billRecord');
    expect(await screen.findByText('暂无缴费记录', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('/orderRecord and /orderRecordDetail', () => {
  test('orders in every state; one opens with its amounts and bills', async () => {
    const now = Date.now();
    backend.db.payOrders.push({
      payOrderId: 'O800001', driverId: DRIVER_A, items: [{ uniqueId: 'U20001', feeCents: 3000 }], payChannel: 3, originalCents: 3000,
      discountCents: 0, amountCents: 3000, couponId: null, collectorCode: null, state: 'pending', createdAt: now - 60_000, settledAt: null,
    });
    signInAs('A');
    const { router } = renderApp('/orderRecord');
    const items = await listOf('订单列表');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('待支付');
    expect(items[0]).toHaveTextContent('30.00元');
    expect(items[1]).toHaveTextContent('已支付');

    await userEvent.click(within(items[2]!).getByRole('link'));
    await waitFor(() => expect(router.state.location.search).toBe('?payOrderId=O900002'));
    await screen.findByRole('heading', { name: '订单信息' });
    expect(screen.getByText('新人停车券 5元')).toBeInTheDocument();
    expect(screen.getByText('20.00元', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('5.00元', { selector: 'dd' })).toBeInTheDocument();
    const bills = screen.getByRole('list', { name: '包含账单' });
    expect(within(bills).getByRole('link')).toHaveAttribute('href', '/parkingRecordDetail?uniqueId=U20005&parkId=P1001');
  });

  test('an unknown order shows the error state', async () => {
    signInAs('A');
    renderApp('/orderRecordDetail?payOrderId=NOPE');
    expect(await screen.findByText('订单详情加载失败', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
