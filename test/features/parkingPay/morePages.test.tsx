import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paymentTiming } from '@/payment/paymentSaga';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import type { DialogOptions } from '@/ui/feedback/types';
import { fastTiming, restoreTiming, settle, warmPages } from '../../payment/kit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/multiPayPage', '/payResultPage', '/paySuccess', '/scanPayPage', '/scanOverduePay', '/BarrierRslt', '/arrearsPage', '/parkingPayPage']), 60_000);
beforeEach(fastTiming);
afterEach(() => {
  restoreTiming();
  window.sessionStorage.clear();
});

const bill = (id: string) => backend.db.parkOrders.find((o) => o.uniqueId === id)!;
/** The driver confirms the balance dialog (whatever the amount). */
const confirmBalance = (d: DialogOptions) => d.actions.find((a) => a.primary && a.text.startsWith('确认支付'))?.key ?? null;

describe('/multiPayPage', () => {
  test("B's three arrears, all selected; unselecting changes the total; one WeChat batch order the server settles", async () => {
    signInAs('B');
    paymentTiming.capMs = 3000;
    const { router, platform } = renderApp('/multiPayPage?arrearsOnly=1');
    const list = await screen.findByRole('list', { name: '待缴账单' });
    const boxes = within(list).getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    boxes.forEach((b) => expect(b).toBeChecked());
    expect(screen.getByText('39.00元', { selector: 'strong' })).toBeInTheDocument();
    expect(backend.calls.list('/charge/v2/api/parkOrders/msp')[0]?.query).toMatchObject({ requestType: '2', pageSize: '999' });
    fireEvent.click(within(list).getByRole('checkbox', { name: /5.00元/ }));
    expect(screen.getByText('34.00元', { selector: 'strong' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '全选' }));
    expect(screen.getByText('39.00元', { selector: 'strong' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    expect(await screen.findByRole('heading', { name: '正在确认支付结果…' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payResultPage');
    const payOrderId = new URLSearchParams(router.state.location.search).get('payOrderId') as string;
    expect(platform.payments[0]).toMatchObject({ channel: 3, payOrderId });
    await settle(payOrderId, 'paid');
    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeInTheDocument();
    expect(screen.getByText('39.00元')).toBeInTheDocument();
    expect(backend.calls.list('/charge/v2/api/payCharges/batch')[0]?.body).toMatchObject({ uniqueIds: ['U20011', 'U20012', 'U20013'], payChannel: 3 });
    expect(['U20011', 'U20012', 'U20013'].every((id) => bill(id).state === 'paid')).toBe(true);
  });

  test("only the channels every selected bill's lot takes: no balance while a lot without it is selected", async () => {
    signInAs('B');
    backend.db.drivers.find((d) => d.phone === '13900139000')!.balanceCents = 2000;
    const { ui } = renderApp('/multiPayPage?arrearsOnly=1', { answer: confirmBalance });
    const list = await screen.findByRole('list', { name: '待缴账单' });
    // U20011 is at P1006 (WeChat/Alipay only); U20012 (P1007) and U20013 (P1011) also take the balance.
    expect(await screen.findByRole('radio', { name: /微信支付/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /余额支付/ })).not.toBeInTheDocument();
    const asked = backend.calls.list('/dealer/v2/api/parkPayTypesFetch').map((c) => c.query.parkId).sort();
    expect(asked).toEqual(['P1006', 'P1007', 'P1011']);
    fireEvent.click(within(list).getByRole('checkbox', { name: /24.00元/ }));
    const balance = await screen.findByRole('radio', { name: /余额支付.*可用余额 20.00元/ });
    expect(balance).toBeEnabled();
    fireEvent.click(balance);
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeInTheDocument();
    // The two bills' total, confirmed before the balance was spent.
    expect(ui.dialogs.map((d) => d.actions.at(-1)?.text)).toEqual(['确认支付 ¥15.00']);
    expect(backend.calls.list('/charge/v2/api/payCharges/batch')[0]?.body).toMatchObject({ uniqueIds: ['U20012', 'U20013'], payChannel: 6 });
    expect(bill('U20011').state).toBe('arrears');
  });

  test('the balance that cannot cover the total is shown with 余额不足 and cannot be chosen', async () => {
    signInAs('B');
    backend.db.drivers.find((d) => d.phone === '13900139000')!.balanceCents = 1000;
    renderApp('/multiPayPage?arrearsOnly=1');
    const list = await screen.findByRole('list', { name: '待缴账单' });
    fireEvent.click(within(list).getByRole('checkbox', { name: /24.00元/ }));
    expect(await screen.findByRole('radio', { name: /余额支付.*可用余额 10.00元，余额不足/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /微信支付/ })).toBeChecked();
  });

  test('no channel common to the selection: says so and pay is disabled until the bills are split', async () => {
    signInAs('B');
    backend.db.parks.find((p) => p.parkId === 'P1007')!.payTypes = [2];
    renderApp('/multiPayPage?arrearsOnly=1');
    const list = await screen.findByRole('list', { name: '待缴账单' });
    expect(await screen.findByText('所选账单不支持同一种支付方式，请分开支付')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即支付' })).toBeDisabled();
    fireEvent.click(within(list).getByRole('checkbox', { name: /10.00元/ }));
    expect(await screen.findByRole('radio', { name: /微信支付/ })).toBeChecked();
    expect(screen.queryByText('所选账单不支持同一种支付方式，请分开支付')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即支付' })).toBeEnabled();
  });

  test('nothing owed: the empty state', async () => {
    signInAs('A');
    backend.db.parkOrders = backend.db.parkOrders.filter((o) => o.state !== 'arrears');
    renderApp('/multiPayPage?arrearsOnly=1');
    expect(await screen.findByText('暂无欠费账单')).toBeInTheDocument();
  });

  test('a plate query lists that plate only', async () => {
    signInAs('A');
    renderApp('/multiPayPage?plateNo=%E4%BA%ACB88888&plateColor=1&arrearsOnly=1');
    expect(await screen.findAllByRole('checkbox', { name: /京B·88888/ })).toHaveLength(3);
    expect(backend.calls.list('/charge/v2/api/parkOrders/msp')[0]?.query).toMatchObject({ plateNo: '京B88888' });
  });

  test('the list fails: 重试', async () => {
    signInAs('B');
    backend.faults.add({ path: '/charge/v2/api/parkOrders/msp', networkError: true });
    renderApp('/multiPayPage?arrearsOnly=1');
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '待缴账单' })).toBeInTheDocument();
  });
});

describe('/payResultPage', () => {
  test('opened with an order (the cashier came back, a reload): it asks the server and shows the outcome', async () => {
    signInAs('A');
    // An order left pending by a WeChat payment, then settled by the provider.
    const res = await fetch('http://localhost/api/charge/v2/api/payCharges', {
      method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: document.cookie.match(/token=([^;]+)/)?.[1] ?? '' },
      body: JSON.stringify({ uniqueId: 'U20001', parkId: 'P1001', payChannel: 3 }),
    });
    const order = ((await res.json()) as { data: { payOrderId: string } }).data;
    await settle(order.payOrderId, 'paid');
    renderApp(`/payResultPage?payOrderId=${order.payOrderId}&key=parking%3AU20001`);
    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeInTheDocument();
    expect(screen.getByText('京A·12345')).toBeInTheDocument();
    expect(screen.getByText('王府井百货地下停车场')).toBeInTheDocument();
  });

  test('an order cancelled at the cashier: 支付已取消 with 重新支付 back to the bill', async () => {
    signInAs('A');
    const res = await fetch('http://localhost/api/charge/v2/api/payCharges', {
      method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: document.cookie.match(/token=([^;]+)/)?.[1] ?? '' },
      body: JSON.stringify({ uniqueId: 'U20001', parkId: 'P1001', payChannel: 3 }),
    });
    const order = ((await res.json()) as { data: { payOrderId: string } }).data;
    await settle(order.payOrderId, 'closed');
    const { router } = renderApp(`/payResultPage?payOrderId=${order.payOrderId}`);
    expect(await screen.findByRole('heading', { name: '支付已取消' })).toBeInTheDocument();
    // The driver's own choice: the calm look, not the failure's alarm.
    expect(document.querySelector('.adm-result-info')).toBeInTheDocument();
    expect(document.querySelector('.adm-result-error')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新支付' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/payPage?uniqueId=U20001&parkId=P1001'));
  });

  test('no order id: says so', async () => {
    signInAs('A');
    renderApp('/payResultPage');
    expect(await screen.findByText('缺少支付订单信息')).toBeInTheDocument();
  });

  test('/paySuccess without an order: a plain success page', async () => {
    renderApp('/paySuccess');
    expect(await screen.findByRole('heading', { name: '支付成功', level: 2 })).toBeInTheDocument();
  });
});

describe('exit lanes', () => {
  test('/scanPayPage at P1001 lane E1: 京A12345 pays with the balance, the barrier opens', async () => {
    signInAs('A');
    const { router } = renderApp('/scanPayPage?parkId=P1001&laneCode=E1', { answer: confirmBalance });
    expect(await screen.findByText('王府井百货地下停车场 · 出口1号车道')).toBeInTheDocument();
    // Who is paid is the server's word, shown before paying (no fake codes).
    expect(screen.getByText('收款方：北京静态交通运营管理有限公司')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }));
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    expect(await screen.findByRole('heading', { name: '道闸已开启' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/BarrierRslt');
    expect(backend.calls.list('/charge/v2/api/payCharges', 'POST')[0]?.body).toMatchObject({ laneCode: 'E1' });
    expect(backend.db.lanes.find((l) => l.parkId === 'P1001' && l.laneCode === 'E1')?.plateNo).toBeNull();
  });

  test('a barrier that does not open: 我已离场 tells the server the car left', async () => {
    signInAs('A');
    backend.db.lanes.find((l) => l.parkId === 'P1001' && l.laneCode === 'E1')!.barrierWorks = false;
    renderApp('/scanPayPage?parkId=P1001&laneCode=E1', { answer: confirmBalance });
    fireEvent.click(await screen.findByRole('radio', { name: /余额支付/ }));
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    expect(await screen.findByRole('heading', { name: '道闸未能自动开启' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '我已离场' }));
    expect(await screen.findByRole('heading', { name: '已确认离场' })).toBeInTheDocument();
    expect(backend.calls.list('/charge/v2/api/driverActiveCarOut')[0]?.body).toMatchObject({ uniqueId: 'U20001', parkId: 'P1001' });
  });

  test('a car with arrears is sent to /scanOverduePay, which pays all of them with the lane attached', async () => {
    signInAs('B');
    const { router } = renderApp('/scanPayPage?parkId=P1005&laneCode=E1');
    fireEvent.click(await screen.findByRole('link', { name: '去补缴' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/scanOverduePay'));
    expect(await screen.findByText('该车辆有3笔欠费，补缴后道闸自动开启')).toBeInTheDocument();
    // Two of the lots take no balance: WeChat, settled by the provider while the app polls.
    paymentTiming.capMs = 3000;
    expect(await screen.findByRole('radio', { name: /微信支付/ })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payResultPage'));
    await settle(new URLSearchParams(router.state.location.search).get('payOrderId') as string, 'paid');
    expect(await screen.findByRole('heading', { name: '道闸已开启' })).toBeInTheDocument();
    expect(backend.calls.list('/charge/v2/api/payCharges/batch')[0]?.body).toMatchObject({ parkId: 'P1005', laneCode: 'E1', payChannel: 3 });
  });

  test('an empty lane', async () => {
    signInAs('A');
    renderApp('/scanPayPage?parkId=P1001&laneCode=E2');
    expect(await screen.findByText('当前车道暂无车辆')).toBeInTheDocument();
  });

  test('no lane in the address: scanning the lane code opens it', async () => {
    signInAs('A');
    const { router, platform } = renderApp('/scanPayPage');
    platform.answers.scan = 'https://pay.example.com/lane?parkId=P1001&laneCode=E1';
    fireEvent.click(await screen.findByRole('button', { name: '扫码缴费' }));
    await waitFor(() => expect(router.state.location.search).toBe('?parkId=P1001&laneCode=E1'));
    expect(await screen.findByRole('region', { name: '停车账单' })).toBeInTheDocument();
  });
});

describe('/arrearsPage and /parkingPayPage', () => {
  test("A's one arrears bill with its own pay link", async () => {
    signInAs('A');
    renderApp('/arrearsPage');
    const link = await screen.findByRole('link', { name: '补缴 京A·D12345 东单北大街路侧停车' });
    expect(link).toHaveAttribute('href', '/payPage?uniqueId=U20003&parkId=P1002');
    expect(screen.getByText('12.00元', { selector: 'strong' })).toBeInTheDocument();
  });

  test('choosing a bound plate opens its bill; a plate not parked says so', async () => {
    signInAs('A');
    const { router, ui } = renderApp('/parkingPayPage');
    fireEvent.click(await screen.findByRole('button', { name: /京A·D12345/ }));
    await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('该车辆暂无在停信息'));
    fireEvent.click(screen.getByRole('button', { name: /京A·12345/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?uniqueId=U20001&parkId=P1001'));
  });

  test('a lot link refuses a plate parked elsewhere', async () => {
    signInAs('A');
    const { ui } = renderApp('/parkingPayPage?parkId=P1005');
    fireEvent.click(await screen.findByRole('button', { name: /京A·12345/ }));
    await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('该车辆不在本停车场'));
  });
});
