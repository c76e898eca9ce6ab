import { screen, waitFor } from '@testing-library/react';
import { DRIVER_A } from '@mocks/db/ids';
import { backend } from '../../../support/mockServer';
import { findHeading, openAs, user } from './vinCardsKit';

const CARD = '8800100000000001';
const URL = `/changeCardPassword?cardNo=${CARD}`;
const PASSWORD = '/cps/v2/api/charging/cards/password';
const puts = () => backend.calls.list(PASSWORD, 'PUT');
const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: '确认修改' });

async function openForm(url = URL) {
  const view = openAs(url);
  await findHeading('修改充电卡密码');
  await screen.findByRole('form', { name: '修改充电卡密码' });
  return view;
}

async function fill(oldPassword: string, newPassword: string, confirmPassword: string) {
  if (oldPassword) await user.type(field('原密码'), oldPassword);
  if (newPassword) await user.type(field('新密码'), newPassword);
  if (confirmPassword) await user.type(field('确认新密码'), confirmPassword);
}

test('three masked fields on the numeric keyboard, for the card the link named', async () => {
  await openForm();
  expect(screen.getByText('8800 1000 0000 0001')).toBeInTheDocument();
  for (const label of ['原密码', '新密码', '确认新密码']) {
    expect(field(label)).toHaveAttribute('type', 'password');
    expect(field(label)).toHaveAttribute('inputmode', 'numeric');
    expect(field(label)).toHaveAttribute('maxlength', '6');
  }
});

test('the new password is sent; back to the cards with a toast, and the cards are read again', async () => {
  const { router, ui } = await openForm();
  await fill('123456', '654321', '654321');
  await user.click(submit());
  await waitFor(() => expect(router.state.location.pathname).toBe('/chargingCard'));
  expect(puts()[0]?.body).toEqual({ cardNo: CARD, oldPassword: '123456', newPassword: '654321' });
  expect(ui.toasts.map((t) => t.text)).toContain('充电卡密码已修改');
  expect(backend.db.chargingCards[0]?.password).toBe('654321');
  expect(await screen.findByRole('heading', { name: '8800 1000 0000 0001' })).toBeInTheDocument();
  // once for this page, once more after the change made the card's last update stale
  await waitFor(() => expect(backend.calls.list('/cps/v2/api/charging/cards')).toHaveLength(2));
});

test.each([
  [['12345', '654321', '654321'], '原密码须为6位数字'],
  [['123456', '65432a', '65432a'], '新密码须为6位数字'],
  [['123456', '123456', '123456'], '新密码不能与原密码相同'],
  [['123456', '654321', '654322'], '两次输入的新密码不一致'],
  [['', '654321', '654321'], '请输入原密码'],
  [['123456', '654321', ''], '请再次输入新密码'],
])('%j: "%s" inline, nothing sent', async (values, message) => {
  await openForm();
  const [o, n, c] = values as [string, string, string];
  await fill(o, n, c);
  await user.click(submit());
  expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
  expect(puts()).toHaveLength(0);
});

test("a wrong old password: the server's refusal is shown under 原密码 with the focus there, and nothing changes", async () => {
  const { router } = await openForm();
  await fill('111111', '654321', '654321');
  await user.click(submit());
  const message = await screen.findByText('原密码错误');
  expect(message).toHaveAttribute('role', 'alert');
  expect(field('原密码')).toHaveAttribute('aria-invalid', 'true');
  expect(field('原密码')).toHaveAttribute('aria-describedby', expect.stringContaining(message.id));
  await waitFor(() => expect(field('原密码')).toHaveFocus());
  expect(router.state.location.pathname).toBe('/changeCardPassword');
  expect(backend.db.chargingCards[0]?.password).toBe('123456');
});

test('a double tap on 确认修改 sends one request', async () => {
  const { router } = await openForm();
  await fill('123456', '654321', '654321');
  await user.dblClick(submit());
  await waitFor(() => expect(router.state.location.pathname).toBe('/chargingCard'));
  expect(puts()).toHaveLength(1);
});

test('without cardNo the driver\'s only card is meant', async () => {
  await openForm('/changeCardPassword');
  expect(screen.getByText('8800 1000 0000 0001')).toBeInTheDocument();
});

test('a card that is not the driver\'s is not found, with the way back to the cards', async () => {
  openAs('/changeCardPassword?cardNo=8800100000009999');
  expect(await screen.findByText('未找到该充电卡')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看我的充电卡' })).toHaveAttribute('href', '/chargingCard');
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

test('with several cards and none named, the driver is sent to choose', async () => {
  backend.db.chargingCards.push({ cardNo: '8800100000000002', driverId: DRIVER_A, password: '123456', balanceCents: 0, updatedAt: Date.now() });
  openAs('/changeCardPassword');
  expect(await screen.findByText('请选择要修改密码的充电卡')).toBeInTheDocument();
});
