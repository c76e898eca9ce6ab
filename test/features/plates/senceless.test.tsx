import { screen, waitFor, within } from '@testing-library/react';
import { DRIVER_A } from '@mocks/db/ids';
import { warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { findLoading, openAs, user } from './platesKit';

const CONTRACTS = '/driver/v2/api/withholding/contracts';
// The pages' code loaded once before the first test: on a cold cache (a fresh clone) its first render outlasted the wait.
beforeAll(() => warmPages(['/sencelessPayment', '/sencelessPaymentList']), 60_000);
const openButton = () => screen.getByRole('button', { name: '立即开通' });

describe('/sencelessPayment', () => {
  test('pick a plate and a channel, agree, confirm: the contract is active and listed', async () => {
    const { ui, router } = openAs('/sencelessPayment?plateId=PL3', { answer: (d) => (d.title === '开通无感支付' ? 'ok' : null) });
    expect(await screen.findByRole('radio', { name: /^京A·D12345/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^支付宝免密支付/ }));
    await user.click(openButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('请阅读并同意《无感支付服务协议》');
    expect(backend.calls.list(CONTRACTS, 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: /无感支付服务协议/ }));
    await user.click(openButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/sencelessPaymentList'));
    expect(ui.dialogs[0]?.content).toContain('京A·D12345将开通支付宝免密支付');
    expect(backend.calls.list(CONTRACTS, 'POST')[0]?.body).toEqual({ plateId: 'PL3', channel: 2 });
    expect(ui.toasts.map((t) => t.text)).toContain('开通成功');
    const list = within(await screen.findByRole('list', { name: '无感支付签约' }));
    expect(await list.findByText('支付宝免密支付')).toBeInTheDocument();
    expect(list.getByText('已开通')).toBeInTheDocument();
  });

  test('cancelling the confirm signs nothing; a plate already covered cannot be picked', async () => {
    backend.db.withholdContracts.push({ contractId: 'WH1', driverId: DRIVER_A, plateId: 'PL1', plateNo: '京A12345', plateColor: 1, channel: 3, state: 'active', signedAt: Date.now(), terminatedAt: null });
    const { ui } = openAs('/sencelessPayment', { answer: () => 'cancel' });
    expect(await screen.findByRole('radio', { name: /^京A·12345.*已开通$/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^粤B·12345/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^微信车主服务/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /无感支付服务协议/ }));
    await user.click(openButton());
    await waitFor(() => expect(ui.dialogs).toHaveLength(1));
    expect(backend.calls.list(CONTRACTS, 'POST')).toHaveLength(0);
  });

  test('the server refusing shows its message and stays', async () => {
    backend.faults.add({ path: CONTRACTS, method: 'POST', code: '0xd12501034', msg: '该车辆已开通无感支付' });
    const { ui, router } = openAs('/sencelessPayment', { answer: (d) => (d.title === '开通无感支付' ? 'ok' : null) });
    await user.click(await screen.findByRole('checkbox', { name: /无感支付服务协议/ }));
    await user.click(openButton());
    await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('该车辆已开通无感支付'));
    expect(router.state.location.pathname).toBe('/sencelessPayment');
  });

  test('no plates: add one first', async () => {
    backend.db.plates = backend.db.plates.filter((p) => p.driverId !== DRIVER_A);
    openAs('/sencelessPayment');
    expect(await screen.findByText('开通无感支付前请先添加车辆')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '添加车辆' })).toHaveAttribute('href', '/addCar?redirect=%2FsencelessPayment');
  });

  test('plates fail to load: error with a retry', async () => {
    backend.faults.add({ path: '/driver/v2/api/plates', code: '500', msg: '服务繁忙' });
    openAs('/sencelessPayment');
    expect(await screen.findByRole('alert')).toHaveTextContent('车辆列表加载失败');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('radio', { name: /^京A·12345/ })).toBeInTheDocument();
  });

  test('an Alipay-type client opening the URL is told it is not supported, with a way back; nothing is called', async () => {
    openAs('/sencelessPayment', { clientType: 3 });
    expect(await screen.findByRole('alert')).toHaveTextContent('当前环境暂不支持无感支付');
    expect(screen.getByRole('button', { name: '返回上一页' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '我的车辆' })).toHaveAttribute('href', '/carManage');
    expect(backend.calls.list('/driver/v2/api/plates')).toHaveLength(0);
  });
});

describe('/sencelessPaymentList', () => {
  test('contracts listed; terminate one after confirming', async () => {
    backend.db.withholdContracts.push({ contractId: 'WH1', driverId: DRIVER_A, plateId: 'PL1', plateNo: '京A12345', plateColor: 1, channel: 3, state: 'active', signedAt: Date.now(), terminatedAt: null });
    const { ui } = openAs('/sencelessPaymentList', { answer: (d) => (d.title === '解除签约' ? 'ok' : null) });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('已开通')).toBeInTheDocument();
    expect(within(items[1]!).getByText('已解约')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '解除京A12345的签约' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '解除京A12345的签约' })).not.toBeInTheDocument());
    expect(ui.dialogs[0]?.content).toContain('京A·12345的微信车主服务');
    expect(backend.db.withholdContracts.find((c) => c.contractId === 'WH1')?.state).toBe('terminated');
    expect(ui.toasts.map((t) => t.text)).toContain('已解除签约');
  });

  test('cancel keeps the contract', async () => {
    backend.db.withholdContracts.push({ contractId: 'WH1', driverId: DRIVER_A, plateId: 'PL1', plateNo: '京A12345', plateColor: 1, channel: 3, state: 'active', signedAt: Date.now(), terminatedAt: null });
    openAs('/sencelessPaymentList', { answer: () => 'cancel' });
    await user.click(await screen.findByRole('button', { name: '解除京A12345的签约' }));
    expect(backend.calls.list('/driver/v2/api/withholding/contracts/{contractId}', 'DELETE')).toHaveLength(0);
    expect(backend.db.withholdContracts.find((c) => c.contractId === 'WH1')?.state).toBe('active');
  });

  test('empty: an invitation to open one', async () => {
    backend.db.withholdContracts = [];
    openAs('/sencelessPaymentList');
    expect(await screen.findByText('暂未开通无感支付')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '开通无感支付' })).toHaveAttribute('href', '/sencelessPayment');
  });

  test('loading, then error with a retry', async () => {
    backend.faults.add({ path: CONTRACTS, code: '500', msg: '服务繁忙' });
    openAs('/sencelessPaymentList');
    await findLoading('签约加载中');
    expect(await screen.findByRole('alert')).toHaveTextContent('无感支付签约加载失败');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('已解约')).toBeInTheDocument();
  });

  test('hidden in the Alipay-type client', async () => {
    openAs('/sencelessPaymentList', { clientType: 3 });
    expect(await screen.findByRole('alert')).toHaveTextContent('当前环境暂不支持无感支付');
    expect(backend.calls.list(CONTRACTS)).toHaveLength(0);
  });

  test('a visitor is sent to login', async () => {
    const { router } = openAs('/sencelessPaymentList', { as: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

test('/sencelessPayment: the plate and channel choices are one Tab stop each and the arrows choose within them (antd-mobile hides its inputs)', async () => {
  openAs('/sencelessPayment');
  const wechat = await screen.findByRole('radio', { name: /^微信车主服务/ });
  const alipay = screen.getByRole('radio', { name: /^支付宝免密支付/ });
  expect(wechat).toHaveAttribute('name');
  expect(alipay.getAttribute('name')).toBe(wechat.getAttribute('name'));
  const plates = screen.getAllByRole('radio', { name: /^(京|粤)/ });
  expect(new Set(plates.map((p) => p.getAttribute('name')))).toEqual(new Set([plates[0]!.getAttribute('name')]));
  expect(plates[0]!.getAttribute('name')).not.toBe(wechat.getAttribute('name'));
  expect(screen.getByRole('group', { name: '选择扣款渠道' })).toContainElement(wechat);
  expect(screen.getByRole('checkbox', { name: /无感支付服务协议/ })).toBeInTheDocument();
});
