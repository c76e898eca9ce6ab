import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRIVER_A } from '@mocks/db/ids';
import { readToken } from '@/session/tokens';
import { backend } from '../../../support/mockServer';
import { renderApp } from '../../../support/renderApp';
import { openPage, signInFreshDriver } from './profileKit';

const DELETE = '/driver/v2/api/account';
const SEND = '/driver/v2/api/sendVerifyCode';

describe('/cancellation', () => {
  test('driver A is blocked: each unmet item with the link that settles it, 下一步 disabled, the consequences shown', async () => {
    await openPage('/cancellation', '注销账号');
    const checks = await screen.findByRole('list', { name: '注销条件' });
    const link = (name: string) => within(checks).getByRole('link', { name });
    expect(link('去缴费：待缴停车费')).toHaveAttribute('href', '/multiPayPage?arrearsOnly=1');
    expect(link('去提现：账户余额')).toHaveAttribute('href', '/wallet');
    expect(link('去查看：生效中的月卡')).toHaveAttribute('href', '/myMounthlyPay');
    expect(link('去处理：充电订单')).toHaveAttribute('href', '/chargeBillManage');
    expect(within(checks).getByText('账户余额100.00元，请先提现')).toBeInTheDocument();
    expect(within(checks).getByText(/您有1笔停车费待缴纳/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: '下一步' })).not.toBeInTheDocument();
    expect(screen.getByText('注销后，账号将无法登录，且无法恢复。')).toBeInTheDocument();
  });

  test('with the balance withdrawn only the other items block, and 下一步 stays disabled', async () => {
    backend.db.drivers.find((d) => d.driverId === DRIVER_A)!.balanceCents = 0;
    await openPage('/cancellation', '注销账号');
    const checks = await screen.findByRole('list', { name: '注销条件' });
    expect(within(checks).queryByRole('link', { name: /去提现/ })).not.toBeInTheDocument();
    expect(within(checks).getByText('账户余额为零')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一步' })).toBeDisabled();
  });

  test('a driver with nothing in the way: every item met, 下一步 goes to /onsurecancel', async () => {
    const { router } = await openPage('/cancellation', '注销账号', { as: 'fresh' });
    const checks = await screen.findByRole('list', { name: '注销条件' });
    expect(within(checks).queryAllByRole('link')).toHaveLength(0);
    expect(within(checks).getAllByText(/（已满足）/)).toHaveLength(4);
    await userEvent.click(screen.getByRole('link', { name: '下一步' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onsurecancel'));
  });

  test('the checks failing to load: inline error with 重试', async () => {
    backend.faults.add({ path: '/driver/v2/api/accountDeleteCheckList', code: '500', msg: '服务繁忙' });
    await openPage('/cancellation', '注销账号');
    expect(await screen.findByText('账号状态检查失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '注销条件' })).toBeInTheDocument();
  });
});

describe('/onsurecancel', () => {
  async function confirmWith(code: string) {
    await userEvent.click(await screen.findByRole('checkbox', { name: '我已阅读并同意注销须知' }));
    await userEvent.type(screen.getByLabelText('验证码'), code);
    await userEvent.click(screen.getByRole('button', { name: '确认注销' }));
  }

  test('agree, code (type 6) to the own phone, the final dialog, DELETE account, signed out, 账号已注销, home', async () => {
    const { router, ui, store } = await openPage('/onsurecancel', '确认注销', { as: 'fresh', answer: () => 'confirm' });
    expect(await screen.findByText('137****7000')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: '确认注销' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(backend.calls.list(SEND).map((c) => c.body)).toEqual([{ phone: '13700137000', type: 6 }]));
    await confirmWith('123456');

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(ui.dialogs).toHaveLength(1);
    expect(ui.dialogs[0]).toMatchObject({ title: '确认注销', actions: [{ key: 'cancel', text: '取消' }, { key: 'confirm', text: '确认注销', primary: true }] });
    expect(backend.calls.list(DELETE, 'DELETE').map((c) => c.query)).toEqual([{ verifyCode: '123456' }]);
    expect(ui.toasts.map((t) => t.text)).toContain('账号已注销');
    expect(readToken()).toBeUndefined();
    expect(store.getState().session.status).toBe('visitor');
    expect(backend.db.drivers.find((d) => d.phone === '13700137000')?.deleted).toBe(true);
    // No driver call was made after the session ended (no '请先登录' detour).
    expect(ui.toasts.map((t) => t.text)).not.toContain('请先登录');
  });

  test('取消 in the final dialog deletes nothing', async () => {
    const { ui, router } = await openPage('/onsurecancel', '确认注销', { as: 'fresh', answer: () => 'cancel' });
    await screen.findByText('137****7000');
    await confirmWith('123456');
    await waitFor(() => expect(ui.dialogs).toHaveLength(1));
    expect(backend.calls.list(DELETE)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/onsurecancel');
    expect(screen.getByRole('button', { name: '确认注销' })).toBeEnabled();
  });

  test('a missing or wrong code: said inline, no dialog for a missing one, the server message for a wrong one', async () => {
    const { ui, store } = await openPage('/onsurecancel', '确认注销', { as: 'fresh', answer: () => 'confirm' });
    await userEvent.click(await screen.findByRole('checkbox', { name: '我已阅读并同意注销须知' }));
    await userEvent.click(screen.getByRole('button', { name: '确认注销' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入验证码');
    expect(ui.dialogs).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('验证码'), '654321');
    await userEvent.click(screen.getByRole('button', { name: '确认注销' }));
    expect(await screen.findByText('验证码错误或已过期，请重新获取')).toBeInTheDocument();
    expect(store.getState().session.status).toBe('driver');
    expect(readToken()).toBeDefined();
  });

  test('a double tap asks once and deletes once', async () => {
    backend.faults.add({ path: DELETE, delayMs: 300 });
    const { ui, router } = await openPage('/onsurecancel', '确认注销', { as: 'fresh', answer: () => 'confirm' });
    await userEvent.click(await screen.findByRole('checkbox', { name: '我已阅读并同意注销须知' }));
    await userEvent.type(screen.getByLabelText('验证码'), '123456');
    await userEvent.dblClick(screen.getByRole('button', { name: '确认注销' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(ui.dialogs).toHaveLength(1);
    expect(backend.calls.list(DELETE, 'DELETE')).toHaveLength(1);
  });

  test('driver A, still blocked, is told why and sent back to /cancellation', async () => {
    await openPage('/onsurecancel', '确认注销');
    expect(await screen.findByText(/暂不能注销：.*账户余额100\.00元，请先提现/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回查看' })).toHaveAttribute('href', '/cancellation');
    expect(screen.queryByRole('button', { name: '确认注销' })).not.toBeInTheDocument();
  });

  test('the server refusing at the last moment (blocked meanwhile): its message inline, still signed in', async () => {
    signInFreshDriver();
    backend.faults.add({ path: DELETE, code: '0xd12501040', msg: '暂不能注销：您有1笔停车费待缴纳，请先完成缴费' });
    const { store } = renderApp('/onsurecancel', { answer: () => 'confirm' });
    await confirmWith('123456');
    expect(await screen.findByText('暂不能注销：您有1笔停车费待缴纳，请先完成缴费')).toBeInTheDocument();
    expect(store.getState().session.status).toBe('driver');
  });
});
