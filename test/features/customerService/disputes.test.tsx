import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';

const MIN = 60_000;
const evidenceCalls = (id: string) => backend.calls.list(`/driver/v2/api/disputes/${id}/evidence`, 'POST');

beforeAll(() => warmPages(['/disputes', '/disputeDetail']), 60_000);

/** A's complaint about the arrears U20003 (京AD12345 at the road-side lot), as the appeal form sends it. */
function fileAppeal(): string {
  const appealId = backend.db.seq.next('AP');
  backend.db.appeals.push({
    appealId, driverId: backend.db.drivers[0]?.driverId ?? '', uniqueId: 'U20003', parkId: 'P1002', appealTypeText: '未停车却产生费用',
    content: '未停车却产生费用', state: 1, createdAt: backend.clock.now(), reply: null, repliedAt: null,
  });
  return appealId;
}

async function openDispute(id: string) {
  signInAs('A');
  const view = renderApp(`/disputeDetail?disputeId=${id}`);
  await screen.findByRole('list', { name: '申诉进度' }, { timeout: 15_000 });
  return view;
}

test('the list links each dispute, open and decided, with its state', async () => {
  const id = fileAppeal();
  signInAs('A');
  renderApp('/disputes');
  const open = await screen.findByRole('link', { name: /停车费申诉.*已提交/ }, { timeout: 15_000 });
  expect(open).toHaveAttribute('href', `/disputeDetail?disputeId=${id}`);
  const links = screen.getAllByRole('link').map((l) => l.getAttribute('href'));
  expect(links).toContain('/disputeDetail?disputeId=AP8001');
  expect(links.indexOf(`/disputeDetail?disputeId=${id}`)).toBeLessThan(links.indexOf('/disputeDetail?disputeId=AP8001'));
});

test('an open dispute: the bill, the steps, what the operator needs, and that nothing else waits for it', async () => {
  const id = fileAppeal();
  await openDispute(id);
  expect(screen.getByText('停车费 12.00元')).toBeInTheDocument();
  expect(screen.getByText('申诉处理中，不影响其他缴费、充电和预约')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: '申诉进度' })).getByText('已提交')).toHaveAttribute('aria-current', 'step');
  const needs = screen.getByRole('region', { name: '需要您提供' });
  expect(needs).toHaveTextContent('入场或离场时的照片（如行车记录仪截图）');
});

test('adding a photo sends it once for a double tap; the dispute moves to 审核中', async () => {
  const id = fileAppeal();
  await openDispute(id);
  const form = screen.getByRole('region', { name: '补充证据' });
  expect(within(form).getByRole('radio', { name: '照片' })).toBeChecked();
  await userEvent.click(within(form).getByRole('button', { name: '添加照片' }));
  const photos = within(form).getByRole('list', { name: '已选照片' });
  await within(photos).findByRole('img', { name: '照片1' });
  await waitFor(() => expect(within(photos).queryByText('上传中…')).not.toBeInTheDocument());
  await userEvent.type(within(form).getByRole('textbox', { name: '补充说明（选填）' }), '行车记录仪截图');
  backend.faults.add({ path: `/driver/v2/api/disputes/${id}/evidence`, method: 'POST', delayMs: 300 });
  await userEvent.dblClick(within(form).getByRole('button', { name: '提交证据' }));
  expect(await screen.findByRole('region', { name: '已提交的证据' }, { timeout: 5000 })).toHaveTextContent('行车记录仪截图');
  expect(evidenceCalls(id)).toHaveLength(1);
  expect(evidenceCalls(id)[0]?.body).toMatchObject({ kind: 'photo', pictures: [expect.stringMatching(/\/__mock\/pictures\/PIC\d+\.jpg$/)], note: '行车记录仪截图' });
  expect(screen.queryByRole('region', { name: '需要您提供' })).not.toBeInTheDocument();
});

test('a receipt is picked from the paid parking records and sent by its bill', async () => {
  const model = backend.db.parkOrders.find((o) => o.uniqueId === 'U20004');
  if (!model) throw new Error('seed bill U20004 missing');
  const now = backend.clock.now();
  backend.db.parkOrders.push({ ...model, uniqueId: 'UT9101', parkId: 'P1005', inTime: now - 70 * MIN, outTime: now - 60 * MIN });
  const id = fileAppeal();
  await openDispute(id);
  const form = screen.getByRole('region', { name: '补充证据' });
  await userEvent.click(within(form).getByRole('radio', { name: '其他停车场缴费凭证' }));
  const receipts = await within(form).findByRole('group', { name: '选择缴费记录' });
  const radios = within(receipts).getAllByRole('radio');
  await userEvent.click(radios[0] as HTMLElement);
  await userEvent.click(within(form).getByRole('button', { name: '提交证据' }));
  await waitFor(() => expect(evidenceCalls(id)).toHaveLength(1));
  expect(evidenceCalls(id)[0]?.body).toMatchObject({ kind: 'receipt', receiptUniqueId: 'UT9101' });
  expect(await screen.findByRole('region', { name: '已提交的证据' })).toHaveTextContent('出场');
});

test('a decided dispute shows its result and takes no evidence', async () => {
  await openDispute('AP8001');
  expect(screen.getByText(/处理结果：经核实入场时间识别有误/)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: '补充证据' })).not.toBeInTheDocument();
});
