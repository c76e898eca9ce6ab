import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRIVER_A } from '@mocks/db/ids';
import type { DialogOptions } from '@/ui/feedback/types';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/choiceSelf', '/fllowManage', '/authorizationSuccess', '/multiPayPage', '/payPage']), 60_000);

const user = userEvent.setup({ delay: null });
const press = (text: string) => (d: DialogOptions) => d.actions.find((a) => a.text === text)?.key ?? null;
const key = (name: string) => within(screen.getByRole('group', { name: '车牌键盘' })).getByLabelText(name, { selector: 'button' });
async function typePlate(plate: string) {
  await user.click(screen.getByLabelText(/^车牌第1位/));
  for (const k of Array.from(plate)) await user.click(key(k));
  await user.click(screen.getByRole('button', { name: '完成' }));
}
const follows = () => backend.db.follows.filter((f) => f.driverId === DRIVER_A);

test('/fllowManage: the people followed and the fleet; adding one is checked, sent once and listed', async () => {
  signInAs('A');
  renderApp('/fllowManage');
  expect(await screen.findByRole('heading', { name: '李娜（家人）' })).toBeInTheDocument();
  expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '139****9000 · 京B·88888')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: '朝阳区顺达物流车队' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '添加' }));
  expect(await screen.findByText('请输入亲友姓名')).toBeInTheDocument();
  expect(screen.getByText('请选择关系')).toBeInTheDocument();
  expect(screen.getByText('请输入完整的车牌号')).toBeInTheDocument();
  expect(backend.calls.list('/driver/v2/api/driverGroupMembers/follows', 'POST')).toHaveLength(0);

  await user.type(screen.getByLabelText('姓名'), '张强');
  await user.type(screen.getByLabelText('手机号'), '13600136001');
  await user.click(screen.getByRole('radio', { name: '朋友' }));
  await typePlate('京C12345');
  await user.dblClick(screen.getByRole('button', { name: '添加' }));
  expect(await screen.findByRole('heading', { name: '张强（朋友）' })).toBeInTheDocument();
  const sent = backend.calls.list('/driver/v2/api/driverGroupMembers/follows', 'POST');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toEqual({ name: '张强', phone: '13600136001', relation: '朋友', plateNo: '京C12345' });
  expect(follows()).toHaveLength(2);
  expect(screen.getByLabelText('姓名')).toHaveValue('');
});

test('/fllowManage: removing asks first; 取消关注 removes on the server', async () => {
  signInAs('A');
  const { ui } = renderApp('/fllowManage', { answer: press('取消关注') });
  await user.click(await screen.findByRole('button', { name: '取消关注 李娜' }));
  await waitFor(() => expect(ui.dialogs).toHaveLength(1));
  expect(ui.dialogs[0]?.content).toBe('确定不再关注李娜吗？将不能再为其车辆缴费。');
  expect(await screen.findByText('还没有关注亲友')).toBeInTheDocument();
  expect(follows()).toHaveLength(0);
});

test('/fllowManage: a phone already followed is refused by the server, and the driver is told', async () => {
  signInAs('A');
  const { ui } = renderApp('/fllowManage');
  await screen.findByRole('heading', { name: '李娜（家人）' });
  await user.type(screen.getByLabelText('姓名'), '李娜');
  await user.type(screen.getByLabelText('手机号'), '13900139000');
  await user.click(screen.getByRole('radio', { name: '家人' }));
  await typePlate('京B88888');
  await user.click(screen.getByRole('button', { name: '添加' }));
  await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('已关注该手机号'));
  expect(follows()).toHaveLength(1);
});

test('/choiceSelf: paying for a followed relative opens the multi-pay page with her arrears; own plate with one bill opens it', async () => {
  signInAs('A');
  const { router } = renderApp('/choiceSelf');
  const others = await screen.findByRole('region', { name: '为亲友缴费' });
  await user.click(await within(others).findByRole('button', { name: /京B·88888/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/multiPayPage'), { timeout: 5_000 });
  expect(new URLSearchParams(router.state.location.search).get('plateNo')).toBe('京B88888');
  expect(new URLSearchParams(router.state.location.search).get('arrearsOnly')).toBe('1');
  await router.navigate('/choiceSelf');
  const own = await screen.findByRole('region', { name: '本人车辆' });
  await user.click(await within(own).findByRole('button', { name: /京A·12345/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/payPage'), { timeout: 5_000 });
});

test('/choiceSelf: a plate with nothing to pay says so and stays', async () => {
  signInAs('A');
  const { router, ui } = renderApp('/choiceSelf');
  const own = await screen.findByRole('region', { name: '本人车辆' });
  await user.click(await within(own).findByRole('button', { name: /粤B·12345/ }));
  await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('未查到待缴费信息'));
  expect(router.state.location.pathname).toBe('/choiceSelf');
});

test('/authorizationSuccess: a withholding contract the server has, one it has not yet, and an account binding', async () => {
  signInAs('A');
  const { router } = renderApp('/authorizationSuccess?type=withhold&plateId=PL1');
  expect(await screen.findByRole('heading', { name: '暂未确认签约结果' })).toBeInTheDocument();
  const res = await fetch('http://localhost/api/driver/v2/api/withholding/contracts', {
    method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: document.cookie.match(/token=([^;]+)/)?.[1] ?? '' },
    body: JSON.stringify({ plateId: 'PL1', channel: 3 }),
  });
  expect(((await res.json()) as { code: string }).code).toBe('200');
  await user.click(screen.getByRole('button', { name: '刷新结果' }));
  expect(await screen.findByRole('heading', { name: '无感支付开通成功' })).toBeInTheDocument();
  await router.navigate('/authorizationSuccess?type=bind');
  // A's WeChat account is bound in the seed.
  expect(await screen.findByRole('heading', { name: '账号绑定成功' })).toBeInTheDocument();
  await router.navigate('/authorizationSuccess');
  expect(await screen.findByText('缺少授权信息')).toBeInTheDocument();
});
