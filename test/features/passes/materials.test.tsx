import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { addPhoto, applicationInDb, confirmAll, PASS_PAGES, review } from './passesKit';

beforeAll(() => warmPages(PASS_PAGES), 120_000);

test('a plate\'s licence: listed with its state, uploaded with the ID rules, reviewed', async () => {
  signInAs('A');
  const { router, ui } = renderApp('/plateMaterial');
  const list = await screen.findByRole('list', { name: '车辆行驶证' }, { timeout: 15_000 });
  expect(list).toHaveTextContent('已通过');
  expect(list).toHaveTextContent('未提交');
  await userEvent.click(screen.getByRole('link', { name: /粤B·12345/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/plateMaterialDetail'));
  expect(await screen.findByText('尚未上传行驶证', {}, { timeout: 10_000 })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: '上传行驶证' }));

  const id = await screen.findByRole('textbox', { name: '身份证号' }, { timeout: 10_000 });
  await userEvent.type(screen.getByRole('textbox', { name: '车主姓名' }), '张伟');
  await userEvent.type(id, '110105198805121230');
  await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
  expect(await screen.findByText('身份证号非法')).toBeInTheDocument();
  await userEvent.clear(id);
  await userEvent.type(id, '11010519880512123X');
  await addPhoto();
  await userEvent.click(screen.getByRole('button', { name: '提交审核' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/plateMaterialDetail'));
  expect(ui.toasts.map((t) => t.text)).toContain('已提交，请等待审核');
  expect(await screen.findByText('行驶证正在审核中，请耐心等待')).toBeInTheDocument();
  const m = backend.db.plateMaterials.find((x) => x.plateNo === '粤B12345')!;
  expect(m).toMatchObject({ ownerName: '张伟', idCardNo: '11010519880512123X', state: 1 });

  await review(m.materialId, 'reject', '行驶证已过期');
  // Opened again later: the lot's answer.
  await act(() => router.navigate('/plateMaterial'));
  expect(await screen.findByText('驳回原因：行驶证已过期')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: /粤B·12345/ }));
  expect(await screen.findByRole('link', { name: '重新上传' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByText('驳回原因：行驶证已过期')).toBeInTheDocument();
});

test('an application is withdrawn from its page, asked first', async () => {
  signInAs('A');
  const { ui } = renderApp('/mounthlyDetail?applicationId=MA9004', { answer: confirmAll });
  expect(await screen.findByText('停车场正在审核您的材料，审核结果将通过短信通知您', {}, { timeout: 15_000 })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '撤回申请' }));
  await waitFor(() => expect(applicationInDb('MA9004')?.state).toBe(6));
  expect(ui.dialogs[0]?.title).toBe('撤回申请');
  expect(ui.toasts.map((t) => t.text)).toContain('申请已撤回');
  expect(await screen.findByRole('region', { name: '申请概要' })).toHaveTextContent('已退订');
  expect(screen.queryByRole('button', { name: '撤回申请' })).not.toBeInTheDocument();
});

test('fixing the seeded rejected application: its photo kept beside a new one, the rest untouched', async () => {
  signInAs('A');
  const { router } = renderApp('/mounthlyEdit?applicationId=MA9003');
  const photos = await screen.findByRole('list', { name: '行驶证照片' }, { timeout: 15_000 });
  expect(within(photos).getAllByRole('img')).toHaveLength(1);
  await addPhoto();
  await userEvent.click(screen.getByRole('button', { name: '重新提交' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/mounthlyDetail'), { timeout: 5000 });
  const put = backend.calls.list('/special/v2/api/bagApplications/MA9003', 'PUT')[0]?.body as { materials: { licencePictures: string[] } };
  expect(Object.keys(put.materials)).toEqual(['licencePictures']);
  expect(put.materials.licencePictures).toHaveLength(2);
  expect(applicationInDb('MA9003')?.state).toBe(1);
  expect(await screen.findByRole('region', { name: '办理进度' })).toHaveTextContent('已重新提交');
});
