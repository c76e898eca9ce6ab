import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { claimTiming } from '@/features/plates/claim/ClaimStatus';
import { control } from '../offPeak/offPeakKit';
import { warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/addCar', '/plateClaim', '/carManage']), 60_000);
const realTiming = { ...claimTiming };
afterEach(() => Object.assign(claimTiming, realTiming));

const CLAIMS = '/driver/v2/api/plateClaims';
/** A VIN whose check digit (9th) is right. */
const VIN = 'LSVAU218XN2183294';
const user = userEvent.setup({ delay: null });

async function typePlate(...keys: string[]) {
  await user.click(screen.getByLabelText(/^车牌第1位/));
  const keyboard = screen.getByRole('group', { name: '车牌键盘' });
  for (const k of keys) await user.click(within(keyboard).getByLabelText(k, { selector: 'button' }));
  await user.click(screen.getByRole('button', { name: '完成' }));
}

test('a bind refused because another account holds the plate offers 申请车牌认领 for that plate', async () => {
  signInAs('B');
  renderApp('/addCar');
  await screen.findByRole('form', { name: '添加车辆' }, { timeout: 15_000 });
  await typePlate('京', 'A', '1', '2', '3', '4', '5');
  await user.click(screen.getByRole('button', { name: '确认绑定' }));
  const alert = await screen.findByText(/该车牌已被其他账号绑定/);
  const refusal = alert.closest('[role="alert"]') as HTMLElement;
  expect(within(refusal).getByRole('link', { name: '申请车牌认领' })).toHaveAttribute('href', `/plateClaim?plateNo=${encodeURIComponent('京A12345')}&plateColor=1`);
  expect(within(refusal).getByRole('link', { name: '联系客服' })).toBeInTheDocument();
});

test('B claims A\'s 京A12345 with the licence: checked as typed, sent once, 审核中 with 撤回; approved, the plate is B\'s and the photo gone', async () => {
  Object.assign(claimTiming, { pollMs: 50 });
  signInAs('B');
  const { router } = renderApp(`/plateClaim?plateNo=${encodeURIComponent('京A12345')}&plateColor=1`);
  await screen.findByRole('form', { name: '车牌认领' }, { timeout: 15_000 });
  await user.click(screen.getByRole('button', { name: '提交认领申请' }));
  expect(await screen.findByText('请输入行驶证上的所有人')).toBeInTheDocument();
  expect(backend.calls.list(CLAIMS, 'POST')).toHaveLength(0);

  await user.type(screen.getByRole('textbox', { name: '所有人' }), '李四');
  await user.type(screen.getByRole('textbox', { name: '车辆识别代号' }), 'lsvau2180n2183294');
  await user.click(screen.getByRole('button', { name: '提交认领申请' }));
  expect(await screen.findByText('VIN码第9位校验位应为X，请核对后重新输入')).toBeInTheDocument();
  await user.clear(screen.getByRole('textbox', { name: '车辆识别代号' }));
  await user.type(screen.getByRole('textbox', { name: '车辆识别代号' }), VIN);
  await user.click(screen.getByRole('button', { name: '提交认领申请' }));
  expect(await screen.findByText('请上传行驶证照片')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '添加照片' }));
  await waitFor(() => expect(within(screen.getByRole('list', { name: '行驶证照片' })).queryByText('上传中…')).not.toBeInTheDocument());
  await user.dblClick(screen.getByRole('button', { name: '提交认领申请' }));

  const progress = await screen.findByRole('region', { name: '认领进度' });
  expect(progress).toHaveTextContent('审核中');
  expect(progress).toHaveTextContent('平台持有1张，审核结束后删除');
  const sent = backend.calls.list(CLAIMS, 'POST');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toMatchObject({ plateNo: '京A12345', plateColor: 1, ownerName: '李四', vin: VIN, licencePictures: [expect.any(String)] });
  const claimId = new URLSearchParams(router.state.location.search).get('claimId');
  expect(claimId).toMatch(/\w+/);
  expect(within(progress).getByRole('button', { name: '撤回申请' })).toBeInTheDocument();

  expect((await control(`/__mock/reviews/${claimId}`, { decision: 'approve' })).code).toBe('200');
  await waitFor(() => expect(screen.getByRole('region', { name: '认领进度' })).toHaveTextContent('已通过'), { timeout: 5000 });
  const done = screen.getByRole('region', { name: '认领进度' });
  expect(done).toHaveTextContent('京A·12345已绑定到您的账号');
  expect(done).toHaveTextContent('已删除');
  expect(within(done).queryByRole('button', { name: '撤回申请' })).not.toBeInTheDocument();
  expect(backend.db.plates.find((p) => p.plateNo === '京A12345')?.driverId).toBe(backend.db.drivers.find((d) => d.phone === '13900139000')?.driverId);
});

test("所有人 is held to the server's own rule (30 characters, the name rule): what the server would refuse is not sent", async () => {
  signInAs('B');
  renderApp(`/plateClaim?plateNo=${encodeURIComponent('京A12345')}&plateColor=1`);
  const owner = await screen.findByRole('textbox', { name: '所有人' }, { timeout: 15_000 });
  await user.type(screen.getByRole('textbox', { name: '车辆识别代号' }), VIN);
  await user.type(owner, '李'.repeat(31));
  await user.click(screen.getByRole('button', { name: '提交认领申请' }));
  expect(await screen.findByText('所有人不能超过30个字')).toBeInTheDocument();
  await user.clear(owner);
  await user.type(owner, '李<四>');
  expect(await screen.findByText(/名称不能包含下列任何字符/)).toBeInTheDocument();
  expect(backend.calls.list(CLAIMS, 'POST')).toHaveLength(0);
});

test('a claim withdrawn asks first, then says 已撤回 and offers a new one', async () => {
  signInAs('B');
  const { router, ui } = renderApp(`/plateClaim?plateNo=${encodeURIComponent('京A12345')}&plateColor=1`, { answer: (d) => (d.title === '撤回认领申请' ? 'ok' : null) });
  await user.type(await screen.findByRole('textbox', { name: '所有人' }, { timeout: 15_000 }), '李四');
  await user.type(screen.getByRole('textbox', { name: '车辆识别代号' }), VIN);
  await user.click(screen.getByRole('button', { name: '添加照片' }));
  await waitFor(() => expect(within(screen.getByRole('list', { name: '行驶证照片' })).queryByText('上传中…')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: '提交认领申请' }));
  const progress = await screen.findByRole('region', { name: '认领进度' });
  await user.click(within(progress).getByRole('button', { name: '撤回申请' }));
  await waitFor(() => expect(screen.getByRole('region', { name: '认领进度' })).toHaveTextContent('已撤回'));
  expect(ui.dialogs.map((d) => d.title)).toEqual(['撤回认领申请']);
  expect(screen.getByRole('link', { name: '重新申请' })).toHaveAttribute('href', `/plateClaim?plateNo=${encodeURIComponent('京A12345')}&plateColor=1`);
  expect(backend.calls.list(`${CLAIMS}/${new URLSearchParams(router.state.location.search).get('claimId')}/withdraw`, 'POST')).toHaveLength(1);
});

test('a refused claim is said once, in the form, never also as a toast: a VIN that does not match under the VIN, the rest above the button', async () => {
  signInAs('B');
  // A's new-energy 京AD12345, whose car's VIN the server holds (LRWYGCEE6PC123456): another VIN does not match it.
  const { ui } = renderApp(`/plateClaim?plateNo=${encodeURIComponent('京AD12345')}&plateColor=5`);
  await user.type(await screen.findByRole('textbox', { name: '所有人' }, { timeout: 15_000 }), '李四');
  const vin = screen.getByRole('textbox', { name: '车辆识别代号' });
  await user.type(vin, VIN);
  await user.click(screen.getByRole('button', { name: '添加照片' }));
  await waitFor(() => expect(within(screen.getByRole('list', { name: '行驶证照片' })).queryByText('上传中…')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: '提交认领申请' }));
  const form = screen.getByRole('form', { name: '车牌认领' });
  const mismatch = '车辆识别代号与该车牌登记的车辆不一致，请核对行驶证';
  expect(await within(form).findByText(mismatch)).toBeInTheDocument();
  expect(screen.getAllByText(mismatch)).toHaveLength(1);
  expect(vin).toHaveAccessibleDescription(expect.stringContaining(mismatch));
  expect(ui.toasts).toEqual([]);

  // The right VIN, but the plate's claim is under review meanwhile: the server's words above the button.
  const inReview = '该车牌已有认领申请正在审核中，请等待审核结果';
  backend.faults.add({ path: CLAIMS, method: 'POST', code: '0xd12501092', msg: inReview, times: 1 });
  await user.clear(vin);
  await user.type(vin, 'LRWYGCEE6PC123456');
  await user.click(screen.getByRole('button', { name: '提交认领申请' }));
  expect(await within(form).findByText(inReview)).toBeInTheDocument();
  expect(screen.getAllByText(inReview)).toHaveLength(1);
  expect(screen.queryByText(mismatch)).not.toBeInTheDocument();
  expect(ui.toasts).toEqual([]);
  expect(backend.calls.list(CLAIMS, 'POST')).toHaveLength(2);
  expect(backend.db.plateClaims).toEqual([]);
});
