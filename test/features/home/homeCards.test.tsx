import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend } from '../../support/mockServer';
import { installFakeIntersectionObserver, openHome, setMenuConfig, showCard, showFirstCard } from './homeKit';

installFakeIntersectionObserver();

const BILL = '/charge/v2/api/parkOrders/msp/boundVehicleParkingBill';
const cards = () => screen.findByRole('region', { name: '在停车辆' });
const cardOf = async (plate: string) => {
  const region = await cards();
  return (await within(region).findByText(plate)).closest('.bcard, .wrap') as HTMLElement;
};

describe('arrears banner', () => {
  test('driver A has exactly one arrears bill → its pay page', async () => {
    const { router } = await openHome({ as: 'A' });
    const banner = await screen.findByRole('region', { name: '欠费提醒' });
    const link = within(banner).getByRole('link');
    expect(link).toHaveTextContent('1笔欠费');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payPage'), { timeout: 5000 });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ uniqueId: 'U20003', parkId: 'P1002' });
    expect(backend.calls.list('/charge/v2/api/parkOrders/msp')[0]?.query).toEqual({ requestType: '2', pageNo: '1', pageSize: '999' });
  });

  test('driver B has three → the multi-pay page with arrears only', async () => {
    const { router } = await openHome({ as: 'B' });
    const banner = await screen.findByRole('region', { name: '欠费提醒' });
    expect(banner).toHaveTextContent('您有3笔欠费订单待补缴');
    await userEvent.click(within(banner).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/multiPayPage?arrearsOnly=1'), { timeout: 5000 });
  });

  test('no arrears, no banner', async () => {
    for (const o of backend.db.parkOrders) if (o.state === 'arrears') o.state = 'paid';
    await openHome({ as: 'A' });
    await cards();
    await waitFor(() => expect(backend.calls.list('/charge/v2/api/parkOrders/msp')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: '欠费提醒' })).not.toBeInTheDocument();
  });
});

describe('bill cards (driver A)', () => {
  test('a running bill says what comes next: the minutes to the next rise and by how much, or free until when', async () => {
    await openHome({ as: 'A' });
    const card = await cardOf('京A·12345');
    showFirstCard();
    expect(await within(card).findByText(/^4[78]分钟后 \+10\.00元$/)).toBeInTheDocument();
  });

  test('inside the free minutes the card says until when it is free', async () => {
    const u = backend.db.parkOrders.find((o) => o.uniqueId === 'U20001')!;
    u.inTime = Date.now() - 5 * 60_000;
    await openHome({ as: 'A' });
    const card = await cardOf('京A·12345');
    showFirstCard();
    const until = new Date(u.inTime + 16 * 60_000 + 8 * 3_600_000).toISOString().slice(11, 16);
    expect(await within(card).findByText(`免费至 ${until}`)).toBeInTheDocument();
  });

  test('a plate that has left another lot since asks 还在停车场吗？ on its card, after 7 hours', async () => {
    await openHome({ as: 'customer' });
    await cardOf('京F·77777');
    showFirstCard();
    const asked = await within(await cards()).findByText(/^还在停车场吗？已停 7小时\d+分$/);
    expect(asked).toHaveClass('stale');
    expect(asked.closest('a')).toHaveAttribute('href', '/payPage?uniqueId=U20031&parkId=P1010');
  });

  test('a stay over 24 hours asks 还在停车场吗？ on its card (the bill page has the answers)', async () => {
    const u = backend.db.parkOrders.find((o) => o.uniqueId === 'U20001')!;
    u.inTime = Date.now() - 30 * 3_600_000;
    await openHome({ as: 'A' });
    const card = await cardOf('京A·12345');
    showFirstCard();
    expect(await within(card).findByText(/^还在停车场吗？已停 1天6小时\d+分$/)).toBeInTheDocument();
    expect(within(card).getByText(/^还在停车场吗？/)).toHaveClass('stale');
  });

  test('cards load their bill only when swiped to: 查询中 until then', async () => {
    await openHome({ as: 'A' });
    const region = await cards();
    await within(region).findByText('京A·12345');
    // Nothing is visible yet: every card says 查询中 and no card was asked for.
    expect(within(region).getAllByText('查询中').length).toBeGreaterThanOrEqual(3);
    expect(backend.calls.list(BILL)).toHaveLength(0);
    showFirstCard();
    await within(region).findByText('待缴费用');
    expect(backend.calls.list(BILL).map((c) => c.query.plateId)).toEqual(['PL1']);
    showCard(await cardOf('粤B·12345'));
    await within(region).findByText('包期区域停车中');
    expect(backend.calls.list(BILL).map((c) => c.query.plateId)).toEqual(['PL1', 'PL2']);
  });

  test('amount due: the fee (formatMoney) and the live parked time; tap → /payPage', async () => {
    const { router } = await openHome({ as: 'A' });
    const region = await cards();
    await within(region).findByText('京A·12345');
    showFirstCard();
    const link = await within(region).findByRole('link', { name: /^京A·12345/ });
    expect(link).toHaveTextContent(/\d+\.\d{2}元/);
    expect(link).toHaveTextContent(/已停 2小时1[34]分/);
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payPage'), { timeout: 5000 });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ uniqueId: 'U20001', parkId: 'P1001' });
  });

  test('period-pass area: isBagCar 1, fee 0', async () => {
    await openHome({ as: 'A' });
    showCard(await cardOf('粤B·12345'));
    const link = await screen.findByRole('link', { name: /^粤B·12345/ });
    expect(link).toHaveTextContent('包期区域停车中');
    expect(link).toHaveTextContent('无需缴费');
    expect(link).toHaveAttribute('href', '/payPage?uniqueId=U20002&parkId=P1007');
  });

  test('inside the free duration: fee 0, not a bag car, fee query ok', async () => {
    const bill = backend.db.parkOrders.find((o) => o.uniqueId === 'U20001');
    if (!bill) throw new Error('seed changed');
    bill.inTime = Date.now() - 5 * 60_000;
    await openHome({ as: 'A' });
    showCard(await cardOf('京A·12345'));
    const link = await screen.findByRole('link', { name: /^京A·12345/ });
    expect(link).toHaveTextContent('免费时长内');
    expect(link).toHaveTextContent('已停 5分');
    expect(link).not.toHaveTextContent('待缴费用');
  });

  test('a bound plate not parked: a no-parking card', async () => {
    await openHome({ as: 'A' });
    const card = await cardOf('京A·D12345');
    expect(card).toHaveTextContent('查询中');
    showCard(card);
    await waitFor(() => expect(card).toHaveTextContent('暂无在停信息'));
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  test('loading: 查询中 while the bill is on its way, then the bill', async () => {
    backend.faults.add({ path: BILL, delayMs: 800 });
    await openHome({ as: 'A' });
    const card = await cardOf('京A·12345');
    showCard(card);
    await new Promise((r) => setTimeout(r, 300));
    expect(card).toHaveTextContent('查询中');
    expect(await screen.findByRole('link', { name: /^京A·12345/ }, { timeout: 4000 })).toHaveTextContent('待缴费用');
    expect(backend.calls.list(BILL)).toHaveLength(1);
  });

  test('a card whose bill fails offers a retry; the others are unaffected', async () => {
    backend.faults.add({ path: BILL, code: '500', msg: '车场网络异常', times: 1 });
    await openHome({ as: 'A' });
    const card = await cardOf('京A·12345');
    showCard(card);
    await within(card).findByText('查询失败', {}, { timeout: 3000 });
    showCard(await cardOf('粤B·12345'));
    await screen.findByText('包期区域停车中', {}, { timeout: 3000 });
    await userEvent.click(within(card).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: /^京A·12345/ })).toHaveTextContent('待缴费用');
  });

  test('the charging order in progress has a card → /chargingResults?orderNo', async () => {
    const { router } = await openHome({ as: 'A' });
    const region = await cards();
    const link = await within(region).findByRole('link', { name: /^充电订单/ });
    expect(backend.calls.list('/cps/v2/api/chargingOrders/msp')[0]?.query).toEqual({ requestType: '1', pageNo: '1', pageSize: '20' });
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/chargingResults'), { timeout: 5000 });
    expect(router.state.location.search).toBe('?orderNo=C30001');
  });

  test('with charging off in the menu config no charging order is asked for', async () => {
    setMenuConfig({ charging: 0 });
    await openHome({ as: 'A' });
    const region = await cards();
    await within(region).findByText('京A·12345');
    expect(within(region).queryByRole('link', { name: /^充电订单/ })).not.toBeInTheDocument();
    expect(backend.calls.list('/cps/v2/api/chargingOrders/msp')).toHaveLength(0);
  });

  test('the add-vehicle card leads to /addCar', async () => {
    const region = await (async () => {
      await openHome({ as: 'A' });
      return cards();
    })();
    expect(await within(region).findByRole('link', { name: '+ 添加车辆' })).toHaveAttribute('href', '/addCar');
  });

  test('the cards failing to load show an error with a retry, and the rest of home stays', async () => {
    backend.faults.add({ path: '/charge/v2/api/parkOrders/msp/boundVehicleParkingBills', code: '500', msg: '服务繁忙' });
    await openHome({ as: 'A' });
    const region = await cards();
    await within(region).findByText('在停账单加载失败');
    expect(screen.getByRole('region', { name: '附近' })).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: '重试' }));
    expect(await within(region).findByText('京A·12345')).toBeInTheDocument();
  });
});

test('a driver with no plate gets the add-vehicle prompt instead of cards', async () => {
  backend.db.plates = backend.db.plates.filter((p) => p.driverId !== 'D10002');
  const { router } = await openHome({ as: 'B' });
  const prompt = await screen.findByRole('region', { name: '添加车辆' });
  expect(prompt).toHaveTextContent('您还没有绑定车辆');
  await userEvent.click(within(prompt).getByRole('link', { name: '添加车辆' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/addCar'), { timeout: 5000 });
});

test('driver B, nothing parked: a no-parking card for 京B88888', async () => {
  await openHome({ as: 'B' });
  const card = await cardOf('京B·88888');
  showCard(card);
  await waitFor(() => expect(card).toHaveTextContent('暂无在停信息'));
});
