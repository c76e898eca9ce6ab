import { act, screen, waitFor, within } from '@testing-library/react';
import { DRIVER_A } from '@mocks/db/ids';
import { backend } from '../../../support/mockServer';
import { findHeading, openAs, user } from './vinCardsKit';
import type { DialogOptions } from '@/ui/feedback/types';

const ADD = '/cps/v2/api/vins';
const addCalls = () => backend.calls.list(ADD, 'POST');
const vinInput = () => screen.getByLabelText('VIN码');
const save = () => screen.getByRole('button', { name: '保存' });
const plates = () => within(screen.getByRole('group', { name: '关联车辆（选填）' }));

async function openAdd(options: Parameters<typeof openAs>[1] = {}) {
  const view = openAs('/chargingVinAdd', options);
  await findHeading('添加VIN码');
  await screen.findByRole('form', { name: '添加VIN码' });
  return view;
}

test('a valid VIN with a plate is saved, then back to the list with it there', async () => {
  const { router, ui } = await openAdd();
  await user.type(vinInput(), '1HGCM82633A004352');
  await user.click(await plates().findByRole('radio', { name: /京A·12345/ }));
  await user.click(save());
  await waitFor(() => expect(router.state.location.pathname).toBe('/chargingVinManage'));
  expect(addCalls()[0]?.body).toEqual({ vin: '1HGCM82633A004352', plateNo: '京A12345' });
  expect(ui.toasts.map((t) => t.text)).toContain('VIN码已添加');
  const row = (await screen.findByRole('heading', { name: '1HGCM82633A004352', level: 2 })).closest('li') as HTMLElement;
  expect(within(row).getByText('京A·12345')).toBeInTheDocument();
});

test('what the driver typed is sent normalised, without a plate when none is chosen', async () => {
  const { router } = await openAdd();
  await user.type(vinInput(), ' lsvau218 xn2183294');
  await user.click(save());
  await waitFor(() => expect(router.state.location.pathname).toBe('/chargingVinManage'));
  expect(addCalls()[0]?.body).toEqual({ vin: 'LSVAU218XN2183294' });
  expect(backend.db.chargingVins.find((v) => v.vin === 'LSVAU218XN2183294')).toMatchObject({ driverId: DRIVER_A, plateNo: null });
});

test.each([
  ['1HGCM82633A00435', 'VIN码应为17位，当前为16位'],
  ['1HGCM82633AO04352', 'VIN码不含字母O，请核对是否为数字1或0'],
  ['1HGCM82633A00435#', 'VIN码只能包含字母和数字，请删除“#”'],
  ['O#1', 'VIN码应为17位，当前为3位；VIN码不含字母O，请核对是否为数字1或0；VIN码只能包含字母和数字，请删除“#”'],
])('%s: the message is inline once the field is left, and nothing is sent', async (typed, message) => {
  await openAdd();
  await user.type(vinInput(), typed);
  await user.tab();
  expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
  expect(vinInput()).toHaveAttribute('aria-invalid', 'true');
  await user.click(save());
  expect(addCalls()).toHaveLength(0);
  await waitFor(() => expect(vinInput()).toHaveFocus());
});

test('an empty VIN is refused on save with focus on the field', async () => {
  await openAdd();
  await user.click(save());
  expect(await screen.findByText('请输入17位VIN码')).toBeInTheDocument();
  await waitFor(() => expect(vinInput()).toHaveFocus());
  expect(addCalls()).toHaveLength(0);
});

describe('a VIN whose only fault is the check digit (an imported car)', () => {
  const IMPORTED = 'WP0ZZZ99ZTS392124';

  test('is flagged under the field and asked about on save; 返回核对 sends nothing', async () => {
    const { ui } = await openAdd({ answer: () => 'back' });
    await user.type(vinInput(), IMPORTED);
    await user.tab();
    expect(screen.getByText(/第9位校验位应为8/)).toBeInTheDocument();
    expect(vinInput()).not.toHaveAttribute('aria-invalid');
    await user.click(save());
    await waitFor(() => expect(ui.dialogs).toHaveLength(1));
    const dialog = ui.dialogs[0] as DialogOptions;
    expect(dialog).toMatchObject({ title: 'VIN码校验位不符', content: expect.stringContaining(IMPORTED), safeKey: 'back' });
    expect(dialog.actions).toEqual([{ key: 'back', text: '返回核对' }, { key: 'save', text: '仍然保存', primary: true }]);
    expect(addCalls()).toHaveLength(0);
    expect(save()).toBeEnabled();
  });

  test('仍然保存 sends it with acceptCheckDigit and the server keeps it', async () => {
    const { router } = await openAdd({ answer: () => 'save' });
    await user.type(vinInput(), IMPORTED);
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/chargingVinManage'));
    expect(addCalls()[0]?.body).toEqual({ vin: IMPORTED, acceptCheckDigit: true });
    expect(backend.db.chargingVins.some((v) => v.vin === IMPORTED && v.driverId === DRIVER_A)).toBe(true);
  });
});

test('a double tap on 保存 sends one request', async () => {
  const { router } = await openAdd();
  await user.type(vinInput(), '1HGCM82633A004352');
  await user.dblClick(save());
  await waitFor(() => expect(router.state.location.pathname).toBe('/chargingVinManage'));
  expect(addCalls()).toHaveLength(1);
});

test("another driver's VIN: the server's refusal is shown under the VIN, once (no toast), and editing clears it", async () => {
  const { ui, router } = await openAdd();
  await user.type(vinInput(), 'LGXCE4CB2N0123456');
  await user.click(save());
  const message = await screen.findByText('该VIN码已被其他账号绑定，如有疑问请联系客服');
  expect(message).toHaveAttribute('role', 'alert');
  expect(vinInput()).toHaveAttribute('aria-describedby', expect.stringContaining(message.id));
  await waitFor(() => expect(vinInput()).toHaveFocus());
  expect(ui.toasts).toEqual([]);
  expect(router.state.location.pathname).toBe('/chargingVinAdd');
  await user.type(vinInput(), '{Backspace}');
  expect(screen.queryByText('该VIN码已被其他账号绑定，如有疑问请联系客服')).not.toBeInTheDocument();
});

test('a VIN already in my list is refused inline', async () => {
  await openAdd();
  await user.type(vinInput(), 'LRWYGCEE6PC123456');
  await user.click(save());
  expect(await screen.findByText('该VIN码已添加')).toBeInTheDocument();
});

test('a plate another VIN has cannot be chosen; one refused by the server is explained under the plates', async () => {
  await openAdd();
  const taken = await plates().findByRole('radio', { name: /京A·D12345/ });
  expect(taken).toBeDisabled();
  expect(plates().getByText('已关联其他VIN码')).toBeInTheDocument();
  await user.type(vinInput(), '1HGCM82633A004352');
  await user.click(plates().getByRole('radio', { name: /粤B·12345/ }));
  // unbound from the account on another phone after this page loaded
  act(() => {
    backend.db.plates = backend.db.plates.filter((p) => p.plateNo !== '粤B12345');
  });
  await user.click(save());
  expect(await plates().findByText('只能关联本账号已绑定的车辆')).toHaveAttribute('role', 'alert');
  expect(backend.db.chargingVins.some((v) => v.vin === '1HGCM82633A004352')).toBe(false);
});

test('at the limit the save is disabled with a note', async () => {
  for (const [i, vin] of ['1HGCM82633A004352', '5GZCZ43D13S812715', '1M8GDM9AXKP042788', '11111111111111111'].entries()) {
    backend.db.chargingVins.push({ id: `VIN9${i}`, driverId: DRIVER_A, vin, plateNo: null, createdAt: Date.now() });
  }
  await openAdd();
  expect(await screen.findByText(/已达上限/)).toBeInTheDocument();
  expect(save()).toBeDisabled();
});

test('a visitor is sent to login first', async () => {
  const { router } = openAs('/chargingVinAdd', { as: null });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/chargingVinAdd');
});
