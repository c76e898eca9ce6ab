import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ParkOrderDetail } from '@/api/charge/bills.types';
import {
  clearCarPosition,
  describeCarPosition,
  MAX_KEPT,
  PAID_KEEP_MS,
  readCarPosition,
  saveCarPosition,
  settleCarPosition,
  stayOf,
} from '@/features/parkingPay/carPosition';
import { readStored } from '@/session/storage';
import { backend } from '../../support/mockServer';
import { goOffline, goOnline } from '../../support/network';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';
import { installFakeIntersectionObserver, openHome, showFirstCard } from '../home/homeKit';

const URL_A = '/payPage?uniqueId=U20001&parkId=P1001';
const DETAIL = '/charge/v2/api/parkOrders/msp/detail';
const bill = (id: string) => backend.db.parkOrders.find((o) => o.uniqueId === id)!;
const position = () => screen.findByRole('region', { name: '停车位置' });
/** Everything the app sent, as text: the position must be in none of it. */
const sentText = () => JSON.stringify(backend.calls.list().map((c) => c.body ?? null));

configure({ asyncUtilTimeout: 4000 });
installFakeIntersectionObserver();
beforeAll(() => warmPages(['/payPage', '/home']), 60_000);
afterEach(() => {
  window.localStorage.clear();
  goOnline();
});

/** A lot that reports no berth: the driver records the position on U20001. */
async function recordOnA() {
  bill('U20001').berthNo = null;
  signInAs('A');
  const view = renderApp(URL_A);
  const region = await position();
  fireEvent.click(within(region).getByRole('button', { name: '记录停车位置' }));
  const dialog = await screen.findByRole('dialog', { name: '记录停车位置' });
  return { view, region, dialog };
}

test('a driver records floor, zone, space and a photo; it shows with the bill and is sent nowhere', async () => {
  const { view, region, dialog } = await recordOnA();
  // The sheet takes the focus; its fields are labelled.
  await waitFor(() => expect(dialog).toHaveFocus());
  fireEvent.click(within(dialog).getByRole('button', { name: '保存位置' }));
  expect(await within(dialog).findByText('请选择停车楼层')).toBeInTheDocument();
  expect(readStored('carPositions')).toBeUndefined();

  fireEvent.click(within(dialog).getByRole('radio', { name: 'B2' }));
  fireEvent.change(within(dialog).getByLabelText('区域（选填）'), { target: { value: 'C区' } });
  fireEvent.change(within(dialog).getByLabelText('车位号（选填）'), { target: { value: '036' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '添加照片' }));
  expect(await within(dialog).findByRole('img', { name: '停车位置照片' })).toBeInTheDocument();
  expect(view.platform.calls.filter((c) => c.method === 'pickImage')).toHaveLength(1);
  // The sheet keeps the focus: Tab on its last control comes round to its first.
  const save = within(dialog).getByRole('button', { name: '保存位置' });
  save.focus();
  fireEvent.keyDown(save, { key: 'Tab' });
  expect(within(dialog).getByRole('radio', { name: 'B2' })).toHaveFocus();
  fireEvent.click(save);

  await waitFor(() => expect(screen.queryByRole('dialog', { name: '记录停车位置' })).not.toBeInTheDocument());
  expect(region).toHaveTextContent('您的车停在 B2 层 C区 036号');
  expect(region).toHaveTextContent('来源：您的记录（仅保存在本机）');
  expect(within(region).getByRole('img', { name: '停车位置照片' })).toBeInTheDocument();
  expect(readCarPosition('U20001')).toMatchObject({ plateNo: '京A12345', floor: 'B2', zone: 'C区', space: '036' });
  // On the phone only: no call carried it, and no picture was uploaded.
  expect(sentText()).not.toContain('C区');
  expect(backend.calls.list('/basic/v2/api/pictures')).toHaveLength(0);
});

test('the position shows with the network off: from the bill on screen, and on a new start with the bill out of reach', async () => {
  const { view, dialog } = await recordOnA();
  fireEvent.click(within(dialog).getByRole('radio', { name: 'B3' }));
  fireEvent.change(within(dialog).getByLabelText('车位号（选填）'), { target: { value: '112' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '保存位置' }));
  expect(await position()).toHaveTextContent('您的车停在 B3 层 112号');
  view.unmount();

  // The app started again in the car park's basement: nothing gets through.
  goOffline();
  backend.faults.add({ path: DETAIL, networkError: true, times: 20 });
  renderApp(URL_A);
  const region = await position();
  expect(region).toHaveTextContent('您的车停在 B3 层 112号');
  expect(await screen.findByText('账单加载失败')).toBeInTheDocument();
});

test('a lot that reports the berth: shown as the position, nothing asked; the driver may add a photo', async () => {
  signInAs('A');
  const view = renderApp(URL_A);
  const region = await position();
  expect(region).toHaveTextContent('您的车停在 泊位 B2-036');
  expect(region).toHaveTextContent('来源：车场记录');
  expect(within(region).queryByRole('button', { name: '记录停车位置' })).not.toBeInTheDocument();
  fireEvent.click(within(region).getByRole('button', { name: '添加照片' }));
  expect(await within(region).findByRole('img', { name: '停车位置照片' })).toBeInTheDocument();
  expect(readCarPosition('U20001')).toMatchObject({ berth: 'B2-036', plateNo: '京A12345' });
  expect(readCarPosition('U20001')?.photo).toMatch(/^data:image\//);
  expect(view.platform.calls.filter((c) => c.method === 'pickImage')).toHaveLength(1);
});

test('the lot stops reporting the berth: the phone drops the lot\'s berth it kept and offers 记录停车位置 again', async () => {
  signInAs('A');
  const first = renderApp(URL_A);
  expect(await position()).toHaveTextContent('来源：车场记录');
  expect(readCarPosition('U20001')).toMatchObject({ berth: 'B2-036' });
  first.unmount();

  // The server's bill has no berth any more (the lot's record was withdrawn): the phone's copy must not speak for it.
  bill('U20001').berthNo = null;
  renderApp(URL_A);
  const region = await position();
  expect(await within(region).findByRole('button', { name: '记录停车位置' })).toBeInTheDocument();
  expect(region).not.toHaveTextContent('来源：车场记录');
  expect(region).not.toHaveTextContent('泊位 B2-036');
  expect(readCarPosition('U20001')).toBeUndefined();
});

test('the driver clears it; a car that left without paying clears it by itself', async () => {
  const { view, region, dialog } = await recordOnA();
  fireEvent.click(within(dialog).getByRole('radio', { name: 'B1' }));
  fireEvent.click(within(dialog).getByRole('button', { name: '保存位置' }));
  await waitFor(() => expect(region).toHaveTextContent('您的车停在 B1 层'));
  fireEvent.click(within(region).getByRole('button', { name: '清除位置' }));
  expect(within(region).getByRole('button', { name: '记录停车位置' })).toBeInTheDocument();
  expect(readCarPosition('U20001')).toBeUndefined();
  view.unmount();

  saveCarPosition('U20001', { plateNo: '京A12345', floor: 'B2', zone: '', space: '9' });
  const b = bill('U20001');
  b.state = 'arrears';
  b.outTime = backend.clock.now();
  renderApp(URL_A);
  await screen.findByRole('region', { name: '停车账单' });
  await waitFor(() => expect(readCarPosition('U20001')).toBeUndefined());
  expect(screen.queryByRole('region', { name: '停车位置' })).not.toBeInTheDocument();
});

test('the home card of the plate says where the car is, for that stay only', async () => {
  // A lot that reports no berth: the position is the one the driver recorded.
  bill('U20001').berthNo = null;
  saveCarPosition('U20001', { plateNo: '京A12345', floor: 'B2', zone: 'C', space: '036' });
  await openHome({ as: 'A' });
  const region = await screen.findByRole('region', { name: '在停车辆' });
  await within(region).findByText('京A·12345');
  showFirstCard();
  const card = await within(region).findByRole('link', { name: /^京A·12345/ });
  await waitFor(() => expect(card).toHaveTextContent('停车位置：B2层 C区 036号'));
});

test('the home card\'s berth is the lot\'s: one the lot dropped is gone from the card at once, not when the bill is opened', async () => {
  // Kept from the bill when the lot reported it.
  saveCarPosition('U20001', { plateNo: '京A12345', floor: '', zone: '', space: '', berth: 'B2-036' });
  bill('U20001').berthNo = null;
  await openHome({ as: 'A' });
  const region = await screen.findByRole('region', { name: '在停车辆' });
  showFirstCard();
  const card = await within(region).findByRole('link', { name: /^京A·12345/ });
  await waitFor(() => expect(card).toHaveTextContent(/\d+\.\d{2}元|计费中|免费/));
  expect(card).not.toHaveTextContent('停车位置');
});

test('the home card shows the berth the lot reports now, whatever the phone kept', async () => {
  saveCarPosition('U20001', { plateNo: '京A12345', floor: '', zone: '', space: '', berth: 'B1-001' });
  await openHome({ as: 'A' });
  const region = await screen.findByRole('region', { name: '在停车辆' });
  showFirstCard();
  const card = await within(region).findByRole('link', { name: /^京A·12345/ });
  await waitFor(() => expect(card).toHaveTextContent('停车位置：泊位 B2-036'));
});

describe('the rules', () => {
  const detail = (patch: Partial<ParkOrderDetail>): ParkOrderDetail =>
    ({ uniqueId: 'U1', parkId: 'P1', plateNo: '京A1', orderState: 1, payTime: null, paidFee: 0, berthNo: null, ...patch }) as ParkOrderDetail;

  test('in words', () => {
    expect(describeCarPosition({ floor: 'B2', zone: 'C区', space: '036' })).toBe('B2 层 C区 036号');
    expect(describeCarPosition({ floor: '地面', zone: 'A', space: '' })).toBe('地面 A区');
    expect(describeCarPosition({ floor: '', zone: '', space: '', berth: 'B2-036' })).toBe('泊位 B2-036');
  });

  test('what the bill says of the stay', () => {
    expect(stayOf(detail({}))).toBe('parked');
    expect(stayOf(detail({ orderState: 2 }))).toBe('left');
    expect(stayOf(detail({ orderState: 3 }))).toBe('left');
    expect(stayOf(detail({ orderState: 3, payTime: '2026-11-26 10:00:00', paidFee: 500 }))).toBe('paid');
  });

  test('a new stay of the plate replaces the last; at most a few are kept', () => {
    const t = Date.now();
    saveCarPosition('U1', { plateNo: '京A1', floor: 'B1', zone: '', space: '' }, t);
    saveCarPosition('U2', { plateNo: '京A1', floor: 'B2', zone: '', space: '' }, t + 1);
    expect(readCarPosition('U1')).toBeUndefined();
    for (let i = 0; i < MAX_KEPT + 2; i++) saveCarPosition(`V${i}`, { plateNo: `京B${i}`, floor: 'B1', zone: '', space: '' }, t + 2 + i);
    expect(Object.keys(readStored('carPositions') ?? {})).toHaveLength(MAX_KEPT);
    clearCarPosition(`V${MAX_KEPT + 1}`);
    expect(readCarPosition(`V${MAX_KEPT + 1}`)).toBeUndefined();
  });

  test('a bill without a berth drops the lot\'s berth kept on the phone, never the driver\'s own record', () => {
    const now = Date.now();
    saveCarPosition('U1', { plateNo: '京A1', floor: '', zone: '', space: '', berth: 'B2-036', photo: 'data:image/jpeg;base64,AA' }, now);
    expect(settleCarPosition(detail({ berthNo: 'B2-036' }), now)).toMatchObject({ berth: 'B2-036' });
    expect(settleCarPosition(detail({}), now)).toBeUndefined();
    expect(readCarPosition('U1')).toBeUndefined();
    saveCarPosition('U1', { plateNo: '京A1', floor: 'B1', zone: 'C区', space: '' }, now);
    expect(settleCarPosition(detail({}), now)).toMatchObject({ floor: 'B1', zone: 'C区' });
    expect(readCarPosition('U1')).toMatchObject({ floor: 'B1' });
  });

  test('paid: kept 24 hours from when the phone first saw it paid, then cleared', () => {
    const now = Date.now();
    saveCarPosition('U1', { plateNo: '京A1', floor: 'B1', zone: '', space: '' }, now);
    const paid = detail({ orderState: 3, payTime: '2026-11-26 10:00:00', paidFee: 500 });
    expect(settleCarPosition(paid, now)?.paidSeenAt).toBe(now);
    expect(settleCarPosition(paid, now + PAID_KEEP_MS - 1)).toBeDefined();
    expect(settleCarPosition(paid, now + PAID_KEEP_MS + 1)).toBeUndefined();
    expect(readCarPosition('U1')).toBeUndefined();
  });

  test('a corrupt or foreign value reads as nothing', () => {
    window.localStorage.setItem('carPositions', JSON.stringify({ U1: { plateNo: 1 }, U2: { plateNo: '京A1', floor: 'B1', zone: '', space: '', savedAt: Date.now(), photo: 'javascript:x' } }));
    expect(readStored('carPositions')).toEqual({});
    window.localStorage.setItem('carPositions', 'nope');
    expect(readCarPosition('U1')).toBeUndefined();
  });
});
