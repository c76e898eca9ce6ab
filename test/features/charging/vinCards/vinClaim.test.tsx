import { configure, screen, waitFor, within } from '@testing-library/react';
import { DRIVER_A, DRIVER_B } from '@mocks/db/ids';
import { vinClaimTiming } from '@/features/charging/components/vinClaim/VinClaimStatus';
import { toLiftedState } from '@/features/supportDebug/exportLog';
import { fakeJpegBase64 } from '../../../support/fakes';
import { control } from '../../offPeak/offPeakKit';
import { warmPages } from '../../../payment/kit';
import { backend } from '../../../support/mockServer';
import { openAs, user } from './vinCardsKit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/chargingVinAdd', '/vinClaim', '/chargingVinManage']), 60_000);
const realTiming = { ...vinClaimTiming };
afterEach(() => Object.assign(vinClaimTiming, realTiming));

const CLAIMS = '/cps/v2/api/vinClaims';
/** B's VIN (seeded): A adding it is refused, A claims it. */
const VIN = 'LGXCE4CB2N0123456';
const HELD = '该VIN码已被其他账号绑定，如有疑问请联系客服';
const claimUrl = `/vinClaim?vin=${VIN}`;
const sent = () => backend.calls.list(CLAIMS, 'POST');
const submit = () => screen.getByRole('button', { name: '提交认领申请' });
const progress = () => screen.getByRole('region', { name: '认领进度' });

async function addPhoto() {
  await user.click(screen.getByRole('button', { name: '添加照片' }));
  await waitFor(() => expect(within(screen.getByRole('list', { name: '行驶证照片' })).queryByText('上传中…')).not.toBeInTheDocument());
}

async function openClaim(options: Parameters<typeof openAs>[1] = {}) {
  const view = openAs(claimUrl, options);
  await screen.findByRole('form', { name: 'VIN认领' }, { timeout: 15_000 });
  return view;
}

test('a VIN another account holds: the refusal under the VIN offers 申请VIN认领 for that VIN and 联系客服; the claim opens with it filled in', async () => {
  const { router } = openAs('/chargingVinAdd');
  await screen.findByRole('form', { name: '添加VIN码' }, { timeout: 15_000 });
  await user.type(screen.getByLabelText('VIN码'), VIN.toLowerCase());
  await user.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByText(HELD)).toHaveAttribute('role', 'alert');
  const claimLink = screen.getByRole('link', { name: '申请VIN认领' });
  expect(claimLink).toHaveAttribute('href', claimUrl);
  const service = new URL(screen.getByRole('link', { name: '联系客服' }).getAttribute('href')!, 'http://localhost');
  expect(service.pathname).toBe('/customerService/questionConsultation');
  expect(Object.fromEntries(service.searchParams)).toEqual({ type: '5', message: `VIN码${VIN}：${HELD}` });
  // Both ways are described by the VIN field, beside the refusal.
  expect(screen.getByLabelText('VIN码')).toHaveAccessibleDescription(expect.stringContaining('申请VIN认领'));

  await user.click(claimLink);
  await screen.findByRole('form', { name: 'VIN认领' }, { timeout: 15_000 });
  expect(router.state.location.pathname + router.state.location.search).toBe(claimUrl);
  expect(screen.getByRole('textbox', { name: 'VIN码' })).toHaveValue(VIN);
});

test('another refusal, or another VIN typed after it, offers no claim', async () => {
  openAs('/chargingVinAdd');
  await screen.findByRole('form', { name: '添加VIN码' }, { timeout: 15_000 });
  await user.type(screen.getByLabelText('VIN码'), 'LRWYGCEE6PC123456');
  await user.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByText('该VIN码已添加')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '申请VIN认领' })).not.toBeInTheDocument();

  await user.clear(screen.getByLabelText('VIN码'));
  await user.type(screen.getByLabelText('VIN码'), VIN);
  await user.click(screen.getByRole('button', { name: '保存' }));
  await screen.findByRole('link', { name: '申请VIN认领' });
  await user.type(screen.getByLabelText('VIN码'), '{Backspace}');
  expect(screen.queryByRole('link', { name: '申请VIN认领' })).not.toBeInTheDocument();
  expect(screen.queryByText(HELD)).not.toBeInTheDocument();
});

test('a held VIN whose check digit is wrong (an imported car\'s) offers 联系客服 only: a claim would refuse it', async () => {
  const imported = 'WP0ZZZ99ZTS392124';
  backend.db.chargingVins.push({ id: 'VIN9', driverId: DRIVER_B, vin: imported, plateNo: null, createdAt: backend.clock.now() });
  openAs('/chargingVinAdd', { answer: () => 'save' });
  await screen.findByRole('form', { name: '添加VIN码' }, { timeout: 15_000 });
  await user.type(screen.getByLabelText('VIN码'), imported);
  await user.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByText(HELD)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '联系客服' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '申请VIN认领' })).not.toBeInTheDocument();
});

test("A claims B's VIN with the licence: checked as typed, sent once, 审核中 with 撤回; approved, the VIN is in A's list and the photo gone", async () => {
  Object.assign(vinClaimTiming, { pollMs: 50 });
  const { router, store } = await openClaim();
  await user.clear(screen.getByRole('textbox', { name: 'VIN码' }));
  await user.click(submit());
  expect(await screen.findByText('请输入17位VIN码')).toBeInTheDocument();
  expect(screen.getByText('请输入行驶证上的所有人')).toBeInTheDocument();
  // The licence's VIN has its check digit: one that only fails it is refused here (adding a VIN may keep one).
  await user.type(screen.getByRole('textbox', { name: 'VIN码' }), 'LGXCE4CB3N0123456');
  expect(await screen.findByText('VIN码第9位校验位应为2，请核对后重新输入')).toBeInTheDocument();
  await user.clear(screen.getByRole('textbox', { name: 'VIN码' }));
  await user.type(screen.getByRole('textbox', { name: 'VIN码' }), `${VIN.slice(0, 8)} ${VIN.slice(8)}`);
  // 所有人 by the server's own rule: 30 characters at most.
  await user.type(screen.getByRole('textbox', { name: '所有人' }), '王'.repeat(31));
  await user.click(submit());
  expect(await screen.findByText('所有人不能超过30个字')).toBeInTheDocument();
  await user.clear(screen.getByRole('textbox', { name: '所有人' }));
  await user.type(screen.getByRole('textbox', { name: '所有人' }), '王芳');
  await user.click(submit());
  expect(await screen.findByText('请上传行驶证照片')).toBeInTheDocument();
  expect(sent()).toHaveLength(0);

  await addPhoto();
  await user.dblClick(submit());
  await screen.findByRole('region', { name: '认领进度' });
  expect(progress()).toHaveTextContent('审核中');
  expect(progress()).toHaveTextContent(VIN);
  expect(progress()).toHaveTextContent('平台持有1张，审核结束后删除');
  expect(within(progress()).getByRole('button', { name: '撤回申请' })).toBeInTheDocument();
  expect(sent()).toHaveLength(1);
  expect(sent()[0]?.body).toEqual({ vin: VIN, ownerName: '王芳', licencePictures: [expect.stringMatching(/^http/)] });
  const picture = (sent()[0]?.body as { licencePictures: string[] }).licencePictures[0]!;
  const claimId = new URLSearchParams(router.state.location.search).get('claimId');
  expect(claimId).toMatch(/^VC\d+$/);

  // The licence never appears in the debug log's export: neither the photo nor its address (the upload's answer too).
  const exported = JSON.stringify(toLiftedState(store.debugLog));
  expect(exported).toContain(claimId);
  expect(exported).not.toContain(picture);
  expect(exported).not.toContain(fakeJpegBase64.slice(0, 40));

  expect((await control(`/__mock/reviews/${claimId}`, { decision: 'approve' })).code).toBe('200');
  await waitFor(() => expect(progress()).toHaveTextContent('已通过'), { timeout: 5000 });
  expect(progress()).toHaveTextContent('已删除');
  expect(within(progress()).queryByRole('button', { name: '撤回申请' })).not.toBeInTheDocument();
  expect(backend.db.chargingVins.find((v) => v.vin === VIN)?.driverId).toBe(DRIVER_A);
  // Decided: the claim is not asked again.
  const asked = backend.calls.list(`${CLAIMS}/${claimId}`, 'GET').length;
  await new Promise((r) => setTimeout(r, 300));
  expect(backend.calls.list(`${CLAIMS}/${claimId}`, 'GET')).toHaveLength(asked);

  await user.click(within(progress()).getByRole('link', { name: '查看我的VIN码' }));
  expect(await screen.findByRole('heading', { name: VIN, level: 2 }, { timeout: 15_000 })).toBeInTheDocument();
});

test('the licence plate, optional: a plate begun must be whole, and one the server holds another plate for is refused under it', async () => {
  backend.db.chargingVins.find((v) => v.vin === VIN)!.plateNo = '京B88888';
  await openClaim();
  await user.type(screen.getByRole('textbox', { name: '所有人' }), '王芳');
  await addPhoto();
  await user.click(screen.getByLabelText(/^车牌第1位/));
  const keyboard = screen.getByRole('group', { name: '车牌键盘' });
  for (const k of ['京', 'A', '1', '2']) await user.click(within(keyboard).getByLabelText(k, { selector: 'button' }));
  await user.click(screen.getByRole('button', { name: '完成' }));
  await user.click(submit());
  expect(await screen.findByText('请输入完整的号牌号码（新能源车牌为8位），或清空不填')).toHaveAttribute('role', 'alert');
  expect(sent()).toHaveLength(0);

  await user.click(screen.getByLabelText(/^车牌第5位/));
  for (const k of ['3', '4', '5']) await user.click(within(screen.getByRole('group', { name: '车牌键盘' })).getByLabelText(k, { selector: 'button' }));
  await user.click(screen.getByRole('button', { name: '完成' }));
  await user.click(submit());
  expect(await screen.findByText('号牌号码与该VIN码登记的车辆不一致，请核对行驶证')).toHaveAttribute('role', 'alert');
  expect(sent()[0]?.body).toMatchObject({ vin: VIN, plateNo: '京A12345' });
  expect(backend.db.vinClaims).toEqual([]);
  expect(screen.queryByRole('region', { name: '认领进度' })).not.toBeInTheDocument();
});

test('a claim withdrawn asks first, then says 已撤回, stops asking and offers a new one for the same VIN', async () => {
  Object.assign(vinClaimTiming, { pollMs: 50 });
  const { router, ui } = await openClaim({ answer: (d) => (d.title === '撤回VIN认领申请' ? 'withdraw' : null) });
  await user.type(screen.getByRole('textbox', { name: '所有人' }), '王芳');
  await addPhoto();
  await user.click(submit());
  await screen.findByRole('region', { name: '认领进度' });
  await user.click(within(progress()).getByRole('button', { name: '撤回申请' }));
  await waitFor(() => expect(progress()).toHaveTextContent('已撤回'));
  expect(ui.dialogs.map((d) => [d.title, d.safeKey])).toEqual([['撤回VIN认领申请', 'keep']]);
  expect(progress()).toHaveTextContent('已删除');
  expect(screen.getByRole('link', { name: '重新申请' })).toHaveAttribute('href', claimUrl);
  const claimId = new URLSearchParams(router.state.location.search).get('claimId')!;
  expect(backend.calls.list(`${CLAIMS}/${claimId}/withdraw`, 'POST')).toHaveLength(1);
  expect(backend.db.vinClaims[0]).toMatchObject({ state: 4, licencePictures: [] });
});

test('撤回 cancelled at the confirm sends nothing', async () => {
  const { ui } = await openClaim({ answer: () => 'keep' });
  await user.type(screen.getByRole('textbox', { name: '所有人' }), '王芳');
  await addPhoto();
  await user.click(submit());
  await screen.findByRole('region', { name: '认领进度' });
  await user.click(within(progress()).getByRole('button', { name: '撤回申请' }));
  await waitFor(() => expect(ui.dialogs).toHaveLength(1));
  expect(backend.calls.list(`${CLAIMS}/${backend.db.vinClaims[0]!.claimId}/withdraw`, 'POST')).toHaveLength(0);
  expect(progress()).toHaveTextContent('审核中');
});

test('a visitor is sent to sign in first, and comes back to the claim', async () => {
  const { router } = openAs(claimUrl, { as: null });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 15_000 });
  expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(claimUrl);
});
