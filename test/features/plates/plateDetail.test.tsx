import { screen, waitFor, within } from '@testing-library/react';
import { DRIVER_A } from '@mocks/db/ids';
import { backend } from '../../support/mockServer';
import { findLoading, openAs, user } from './platesKit';

const ONE = '/driver/v2/api/plates/{plateId}';
const AUTO = '/driver/v2/api/plates/{plateId}/autoDeduct';
const info = () => within(screen.getByRole('region', { name: '车辆信息' }));
const settings = () => within(screen.getByRole('region', { name: '缴费设置' }));

describe('/plateDetail', () => {
  test('plate, colour, bound date, default, auto-deduction and withholding links', async () => {
    openAs('/plateDetail?plateId=PL2');
    expect(await screen.findByText('黄牌')).toBeInTheDocument();
    expect(info().getByText('粤B·12345')).toBeInTheDocument();
    expect(info().getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
    expect(info().getByRole('button', { name: '设为默认' })).toBeInTheDocument();
    expect(settings().getByRole('link', { name: /自动扣费\s*未开启/ })).toHaveAttribute('href', '/orderDeduction?plateId=PL2');
    expect(settings().getByRole('link', { name: /无感支付\s*未开通/ })).toHaveAttribute('href', '/sencelessPayment?plateId=PL2');
    expect(screen.getByText('停车中')).toBeInTheDocument();
  });

  test('set default from the detail', async () => {
    openAs('/plateDetail?plateId=PL3');
    await user.click(await screen.findByRole('button', { name: '设为默认' }));
    await waitFor(() => expect(info().getByText('是')).toBeInTheDocument());
    expect(backend.db.plates.find((p) => p.plateId === 'PL3')?.isDefault).toBe(true);
  });

  test('the Alipay-type client sees no withholding row', async () => {
    openAs('/plateDetail?plateId=PL1', { clientType: 3 });
    await screen.findByText('蓝牌');
    expect(settings().queryByRole('link', { name: /无感支付/ })).not.toBeInTheDocument();
    expect(settings().getByRole('link', { name: /自动扣费/ })).toBeInTheDocument();
  });

  test('unbind confirmed goes back to /carManage without the plate', async () => {
    backend.db.plates.push({ plateId: 'PL9', driverId: DRIVER_A, plateNo: '沪C12345', plateColor: 1, isDefault: false, autoDeduct: false, boundAt: Date.now() });
    const { router } = openAs('/plateDetail?plateId=PL9', { answer: () => 'ok' });
    await user.click(await screen.findByRole('button', { name: '解绑车辆' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/carManage'));
    await screen.findByRole('link', { name: /京A·12345/ });
    expect(screen.queryByRole('link', { name: /沪C·12345/ })).not.toBeInTheDocument();
  });

  test('an unknown or unbound plate says so with the way back; no plateId too', async () => {
    openAs('/plateDetail?plateId=PL4');
    expect(await screen.findByText('车辆不存在或已解绑')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回我的车辆' })).toHaveAttribute('href', '/carManage');
  });

  test('without a plateId', async () => {
    openAs('/plateDetail');
    expect(await screen.findByText('未指定车辆')).toBeInTheDocument();
  });

  test('loading then a failure with a retry', async () => {
    backend.faults.add({ path: ONE, code: '500', msg: '服务繁忙' });
    openAs('/plateDetail?plateId=PL1');
    await findLoading('车辆信息加载中');
    expect(await screen.findByRole('alert')).toHaveTextContent('车辆信息加载失败');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('蓝牌')).toBeInTheDocument();
  });
});

describe('/orderDeduction', () => {
  const sw = () => screen.getByRole('switch', { name: '离场自动扣费' });

  test('the switch saves to the server, persists and is explained', async () => {
    const { ui } = openAs('/orderDeduction?plateId=PL1');
    expect(await screen.findByRole('switch', { name: '离场自动扣费' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('heading', { name: '什么是自动扣费？' })).toBeInTheDocument();
    expect(await screen.findByText('当前余额：100.00元')).toBeInTheDocument();
    await user.click(sw());
    await waitFor(() => expect(sw()).toHaveAttribute('aria-checked', 'true'));
    expect(backend.calls.list(AUTO, 'PUT')[0]).toMatchObject({ path: '/driver/v2/api/plates/PL1/autoDeduct', body: { autoDeduct: 1 } });
    expect(backend.db.plates.find((p) => p.plateId === 'PL1')?.autoDeduct).toBe(true);
    expect(ui.toasts.map((t) => t.text)).toContain('已开启自动扣费');
    await user.click(sw());
    await waitFor(() => expect(sw()).toHaveAttribute('aria-checked', 'false'));
    expect(backend.db.plates.find((p) => p.plateId === 'PL1')?.autoDeduct).toBe(false);
  });

  test('the saved setting is what a later visit shows', async () => {
    backend.db.plates.find((p) => p.plateId === 'PL2')!.autoDeduct = true;
    openAs('/orderDeduction?plateId=PL2');
    expect(await screen.findByRole('switch', { name: '离场自动扣费' })).toHaveAttribute('aria-checked', 'true');
  });

  test('a refused save leaves the switch as the server has it', async () => {
    backend.faults.add({ path: AUTO, method: 'PUT', code: '500', msg: '服务繁忙' });
    const { ui } = openAs('/orderDeduction?plateId=PL1');
    await user.click(await screen.findByRole('switch', { name: '离场自动扣费' }));
    await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('服务繁忙'));
    expect(sw()).toHaveAttribute('aria-checked', 'false');
    expect(backend.db.plates.find((p) => p.plateId === 'PL1')?.autoDeduct).toBe(false);
  });

  test('load failure with a retry; no plateId leads to /carManage', async () => {
    backend.faults.add({ path: ONE, code: '500', msg: '服务繁忙' });
    openAs('/orderDeduction?plateId=PL1');
    expect(await screen.findByRole('alert')).toHaveTextContent('自动扣费设置加载失败');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('switch', { name: '离场自动扣费' })).toBeInTheDocument();
  });

  test('without a plateId', async () => {
    openAs('/orderDeduction');
    expect(await screen.findByRole('link', { name: '选择车辆' })).toHaveAttribute('href', '/carManage');
  });
});
