import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { passCodeOf } from '@mocks/db/periodPasses';
import { DRIVER_A } from '@mocks/db/ids';
import { warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { DAY, PASS_PAGES, passInDb, review } from './passesKit';

beforeAll(() => warmPages(PASS_PAGES), 120_000);

/**
 * A's pass BG9100 at 西单 (P1005) on 全天季卡 (R5008: materials reviewed, 2 plates a pass) for 京A12345; the seed's
 * pending MA9004 for 京AD12345 there withdrawn, so that plate is free to join.
 */
function passAtXidan() {
  const now = backend.clock.now();
  backend.db.bagPasses.push({
    bagId: 'BG9100', driverId: DRIVER_A, plateNo: '京A12345', plates: ['京A12345'], parkId: 'P1005', ruleId: 'R5008',
    startTime: now - DAY, endTime: now + 80 * DAY, applicationId: null, passCode: passCodeOf('BG9100'), cancelledAt: null, plateChange: null,
  });
  const pending = backend.db.bagApplications.find((a) => a.applicationId === 'MA9004');
  if (pending) pending.state = 6;
}

/** The menu config's bagVehicle: how many plates the client lets one pass carry. */
function bagVehicle(n: number) {
  for (const c of Object.values(backend.db.menuConfigs)) c.bagVehicle = n;
}

function licenceOnFile(plateNo: string) {
  const now = backend.clock.now();
  backend.db.plateMaterials.push({
    materialId: 'PM9100', driverId: DRIVER_A, plateNo, ownerName: '张伟', idCardNo: '11010519880512123X',
    licencePictures: ['http://localhost/__mock/pictures/PIC1.jpg'], state: 2, rejectReason: null, submittedAt: now - DAY, reviewedAt: now - DAY,
  });
}

test('adding a plate within the limit at a lot that reviews: its licence first, then the lot\'s approval', async () => {
  passAtXidan();
  bagVehicle(2);
  signInAs('A');
  const { router } = renderApp('/mounthlyPayManage?bagId=BG9100');
  const plates = await screen.findByText('已绑定车辆（1/2）', {}, { timeout: 15_000 });
  expect(plates).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: '添加车辆' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/mounthlyPayAddCar'));

  // 京AD12345 has no licence on file: the way to upload it, and no change sent.
  await userEvent.click(await screen.findByRole('radio', { name: /京A·D12345/ }, { timeout: 10_000 }));
  const missing = screen.getByRole('alert');
  expect(missing).toHaveTextContent('该停车场需审核行驶证，请先上传京A·D12345的行驶证');
  expect(within(missing).getByRole('link', { name: '上传行驶证' }).getAttribute('href')).toMatch(/^\/plateMaterialEdit\?plateNo=%E4%BA%ACAD12345&redirect=/);
  expect(screen.getByRole('button', { name: '确认添加' })).toBeDisabled();
  // Yellow plates are not taken by this rule.
  expect(screen.getByRole('radio', { name: /粤B·12345/ })).toBeDisabled();
});

test('with the licence on file the plate joins once the lot approves', async () => {
  passAtXidan();
  bagVehicle(2);
  licenceOnFile('京AD12345');
  signInAs('A');
  const { router, ui } = renderApp('/mounthlyPayAddCar?bagId=BG9100');
  await userEvent.click(await screen.findByRole('radio', { name: /京A·D12345/ }, { timeout: 15_000 }));
  await userEvent.click(screen.getByRole('button', { name: '确认添加' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/mounthlyPayManage'));
  expect(ui.toasts.map((t) => t.text)).toContain('已提交，等待停车场审核');
  expect(await screen.findByText('车辆变更为 京A12345、京AD12345 已提交，等待停车场审核')).toBeInTheDocument();
  expect(backend.calls.list('/special/v2/api/bagPasses/BG9100/plates', 'PUT')[0]?.body).toEqual({ plates: ['京A12345', '京AD12345'] });

  await review(passInDb('BG9100')!.plateChange!.changeId, 'approve');
  expect(passInDb('BG9100')!.plates).toEqual(['京A12345', '京AD12345']);
});

test('a full pass swaps a plate (the client allows one plate a pass here)', async () => {
  passAtXidan();
  bagVehicle(1);
  licenceOnFile('京AD12345');
  signInAs('A');
  const { router } = renderApp('/mounthlyPayManage?bagId=BG9100');
  expect(await screen.findByText('已绑定车辆（1/1）', {}, { timeout: 15_000 })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: '更换车辆' }));
  await userEvent.click(await screen.findByRole('radio', { name: /京A·D12345/ }, { timeout: 10_000 }));
  expect(screen.getByRole('group', { name: /换下的车辆/ })).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: /换下的车辆/ })).getByRole('radio', { name: /京A·12345/ })).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: '确认更换' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/mounthlyPayManage'));
  expect(backend.calls.list('/special/v2/api/bagPasses/BG9100/plates', 'PUT')[0]?.body).toEqual({ plates: ['京AD12345'] });
});
