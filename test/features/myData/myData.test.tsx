import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { chargeRecordsApi } from '@/api/charge/records';
import { DRIVER_A } from '@mocks/db/ids';
import { warmPages } from '../../payment/kit';
import { http, HttpResponse } from 'msw';
import { backend, server } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { seedOldTrail } from '../../mocks/personalData/trailKit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/myData', '/userInfo', '/login']), 60_000);

const API = '/driver/v2/api/personalData';
const section = (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });

/** The files the page hands to the browser: each object URL's Blob, and the name the tapped link saves it as. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const saved: string[] = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: jest.fn((b: Blob) => (blobs.push(b), `blob:my-data-${blobs.length}`)) });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { blobs, saved, restore: () => click.mockRestore() };
}

test('a visitor opening /myData is sent to sign in, with /myData as the way back', async () => {
  const { router } = renderApp('/myData');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10_000 });
  expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/myData')}`);
  expect(backend.calls.list(API)).toHaveLength(0);
});

test('个人信息 links 我的数据; the page shows every category with its count, newest date and purpose, from one call', async () => {
  signInAs('A');
  renderApp('/userInfo');
  expect(await screen.findByRole('link', { name: /我的数据/ }, { timeout: 15_000 })).toHaveAttribute('href', '/myData');
  fireEvent.click(screen.getByRole('link', { name: /我的数据/ }));
  const held = await section('我们保存的您的数据');
  expect(await within(held).findByText('138****8000')).toBeInTheDocument();
  const plates = new Set(backend.db.plates.filter((p) => p.driverId === DRIVER_A).map((p) => p.plateNo));
  const parking = backend.db.parkOrders.filter((o) => plates.has(o.plateNo)).length;
  const charging = backend.db.chargingOrders.filter((o) => o.driverId === DRIVER_A).length;
  for (const title of ['车牌', '停车记录', '充电记录', '支付记录', '发票', '客服工单', '登录设备与推送订阅', '授权记录']) {
    expect(within(held).getByText(title)).toBeInTheDocument();
  }
  const row = (title: string) => within(held).getByText(title).closest('.adm-list-item') as HTMLElement;
  expect(within(row('停车记录')).getByText(`${parking} 条`)).toBeInTheDocument();
  expect(within(row('停车记录')).getByText('记录车辆在何处何时停放，用于计费、缴费和开票。')).toBeInTheDocument();
  expect(within(row('停车记录')).getByText(/^最近：\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeInTheDocument();
  expect(within(row('充电记录')).getByText(`${charging} 条`)).toBeInTheDocument();
  expect(backend.calls.list(API, 'GET')).toHaveLength(1);
});

test('a failed read is an honest state with 重试', async () => {
  signInAs('A');
  backend.faults.add({ path: API, httpStatus: 500 });
  renderApp('/myData');
  const held = await section('我们保存的您的数据');
  expect(await within(held).findByText('我的数据加载失败')).toBeInTheDocument();
  fireEvent.click(within(held).getByRole('button', { name: '重试' }));
  expect(await within(held).findByText('138****8000')).toBeInTheDocument();
});

test('an answer that breaks the contract reads 数据异常 with 重试, the rest of the page stays', async () => {
  signInAs('A');
  server.use(http.get(/\/driver\/v2\/api\/personalData$/, () => HttpResponse.json({ code: '200', msg: 'success', data: { categories: null } }), { once: true }));
  renderApp('/myData');
  const held = await section('我们保存的您的数据');
  expect(await within(held).findByText(/数据异常/)).toBeInTheDocument();
  expect(within(held).getByRole('button', { name: '重试' })).toBeInTheDocument();
  expect(await section('下载数据副本')).toBeInTheDocument();
  fireEvent.click(within(held).getByRole('button', { name: '重试' }));
  expect(await within(held).findByText('138****8000')).toBeInTheDocument();
});

test('a copy: asked once however often tapped, made on the server\'s clock, then downloaded with the driver\'s token', async () => {
  const files = captureDownloads();
  try {
    signInAs('A');
    renderApp('/myData', { clientType: 1 });
    const copy = await section('下载数据副本');
    const ask = await within(copy).findByRole('button', { name: '申请导出' });
    fireEvent.click(ask);
    fireEvent.click(ask);
    expect(await within(copy).findByText(/^已申请导出，预计 .* 前生成，生成后可在此下载$/)).toBeInTheDocument();
    expect(backend.calls.list(`${API}/exports`, 'POST')).toHaveLength(1);
    expect(await within(copy).findByText('生成中')).toBeInTheDocument();
    expect(within(copy).queryByRole('button', { name: /下载/ })).toBeNull();

    backend.clock.advance(2 * 60_000);
    fireEvent.click(within(copy).getByRole('button', { name: '刷新状态' }));
    expect(await within(copy).findByText('可下载')).toBeInTheDocument();
    const [made] = (backend.db as unknown as { personalDataExports: { exportId: string }[] }).personalDataExports;
    const fileName = `我的数据_${new Date(backend.clock.now() + 8 * 3600_000).toISOString().slice(0, 10)}.zip`;
    fireEvent.click(within(copy).getByRole('button', { name: `下载 ${fileName}` }));
    expect(await within(copy).findByText(`已开始下载 ${fileName}`)).toBeInTheDocument();
    expect(files.saved).toEqual([fileName]);
    const bytes = new Uint8Array(await files.blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const asked = backend.calls.list(`${API}/exports/${made!.exportId}/file`, 'GET');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.headers.authorization).toBeTruthy();
  } finally {
    files.restore();
  }
});

test('deleting the trail: the server\'s preview is said before confirming, one tap sends once, then what went and what stayed', async () => {
  signInAs('A');
  const { before } = seedOldTrail();
  const { ui, store } = renderApp('/myData', { answer: (d) => (d.title === '删除行程记录' ? 'delete' : null) });
  const trail = await section('删除行程记录');
  fireEvent.change(within(trail).getByLabelText('删除此日期之前的记录'), { target: { value: before } });
  const go = within(trail).getByRole('button', { name: '查看并删除' });
  fireEvent.click(go);
  fireEvent.click(go);
  expect(await within(trail).findByText('已删除 3 条，保留 4 条：账单未结清，结清后方可删除（2 条）；已开具发票，依税务规定保留（1 条）；申诉处理中，处理完毕后方可删除（1 条）')).toBeInTheDocument();
  expect(ui.dialogs).toHaveLength(1);
  expect(ui.dialogs[0]?.content).toBe(`将删除 ${before} 之前的停车记录 2 条、充电记录 1 条，删除后无法恢复。以下 4 条依法保留：账单未结清，结清后方可删除（2 条）；已开具发票，依税务规定保留（1 条）；申诉处理中，处理完毕后方可删除（1 条）。`);
  expect(ui.dialogs[0]?.actions.map((a) => a.text)).toEqual(['取消', '确认删除']);
  expect(backend.calls.list(`${API}/trail/preview`, 'GET')).toHaveLength(1);
  const sent = backend.calls.list(`${API}/trail/deletions`, 'POST');
  expect(sent.map((c) => c.body)).toEqual([{ before }]);
  // The server no longer holds them, and the parking record list the driver reads lacks them.
  expect(backend.db.parkOrders.map((o) => o.uniqueId)).not.toEqual(expect.arrayContaining(['UOLD01']));
  const records = store.dispatch(chargeRecordsApi.endpoints.parkingRecords.initiate({}));
  const listed = (await records).data?.pages.flatMap((p) => p.results.map((r) => r.uniqueId)) ?? [];
  records.unsubscribe();
  expect(listed).not.toContain('UOLD01');
  expect(listed).not.toContain('UOLD02');
});

test('cancelling the confirmation deletes nothing', async () => {
  signInAs('A');
  const { before } = seedOldTrail();
  const { ui } = renderApp('/myData', { answer: () => 'cancel' });
  const trail = await section('删除行程记录');
  fireEvent.change(within(trail).getByLabelText('删除此日期之前的记录'), { target: { value: before } });
  fireEvent.click(within(trail).getByRole('button', { name: '查看并删除' }));
  await waitFor(() => expect(ui.dialogs).toHaveLength(1));
  await waitFor(() => expect(within(trail).getByRole('button', { name: '查看并删除' })).toBeEnabled());
  expect(backend.calls.list(`${API}/trail/deletions`, 'POST')).toHaveLength(0);
  expect(backend.db.parkOrders.some((o) => o.uniqueId === 'UOLD01')).toBe(true);
});
