import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backend } from '../../../support/mockServer';
import { fakeJpegBase64 } from '../../../support/fakes';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { warmPages } from '../../../payment/kit';
import { addBills, appealsInDb, chargingBill } from './billsKit';

const SUBMIT = '/cps/v2/api/chargingAppeals';
const PICTURES = '/basic/v2/api/pictures';

async function openComplaint(orderNo = 'C30002') {
  signInAs('A');
  const view = renderApp(`/chargingBillComplain?orderNo=${orderNo}`);
  await screen.findByRole('group', { name: '申诉原因' }, { timeout: 15_000 });
  return view;
}

beforeAll(() => warmPages(['/chargingBillComplain', '/chargingAppealDetail', '/chargeBillDetail']), 60_000);

test('the rules: a reason is required, 其他 needs a description, no emoji; nothing is sent until they hold', async () => {
  await openComplaint();
  expect(screen.getByRole('region', { name: '申诉的账单' })).toHaveTextContent('国家大剧院星星充电站');
  expect(screen.getByRole('region', { name: '申诉的账单' })).toHaveTextContent('59.30元');
  const submit = screen.getByRole('button', { name: '提交申诉' });
  await userEvent.click(submit);
  expect(await screen.findByText('请选择申诉原因')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '电量与实际不符' })).toHaveFocus();
  await userEvent.click(screen.getByRole('radio', { name: '其他' }));
  await userEvent.click(submit);
  expect(await screen.findByText('请描述具体问题')).toBeInTheDocument();
  const box = screen.getByRole('textbox', { name: '问题描述' });
  await userEvent.type(box, '没充上⚡');
  expect(await screen.findByText('问题描述不能包含表情符号，请用文字描述')).toBeInTheDocument();
  expect(box).toHaveAttribute('aria-invalid', 'true');
  await userEvent.click(submit);
  expect(backend.calls.list(SUBMIT, 'POST')).toHaveLength(0);
});

test('a complaint with a photo, sent once for a double tap, then its progress', async () => {
  backend.faults.add({ path: SUBMIT, method: 'POST', delayMs: 400 });
  const { platform, router, ui } = await openComplaint();
  await userEvent.click(screen.getByRole('radio', { name: '电量与实际不符' }));
  await userEvent.type(screen.getByRole('textbox', { name: /问题描述/ }), '车机显示只充了30度，12:05拔枪');
  await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
  expect(platform.callsOf('pickImage')).toHaveLength(1);
  const photos = screen.getByRole('list', { name: '已选照片' });
  expect(await within(photos).findByRole('img', { name: '照片1' })).toHaveAttribute('src', `data:image/jpeg;base64,${fakeJpegBase64}`);
  await waitFor(() => expect(within(photos).queryByText('上传中…')).not.toBeInTheDocument());
  expect(backend.calls.list(PICTURES, 'POST')).toHaveLength(1);

  const submit = screen.getByRole('button', { name: '提交申诉' });
  await userEvent.dblClick(submit);
  await userEvent.click(submit);
  expect(submit).toBeDisabled();
  expect(submit).toHaveTextContent('提交中…');
  await waitFor(() => expect(router.state.location.pathname).toBe('/chargingAppealDetail'));
  const sent = backend.calls.list(SUBMIT, 'POST');
  expect(sent).toHaveLength(1);
  const body = sent[0]?.body as { pictures: string[] };
  expect(body).toMatchObject({ orderNo: 'C30002', reason: '电量与实际不符', description: '车机显示只充了30度，12:05拔枪' });
  expect(body.pictures).toEqual([expect.stringMatching(/\/__mock\/pictures\/PIC\d+\.jpg$/)]);
  expect(router.state.location.search).toMatch(/^\?appealNo=CA\d+$/);
  expect(ui.toasts.map((t) => t.text)).toContain('申诉已提交，我们会尽快处理');

  const appeal = await screen.findByRole('article', { name: /^申诉 CA/ });
  expect(within(appeal).getByRole('region', { name: '处理进度' })).toHaveTextContent('提交申诉（当前）');
  expect(within(appeal).getByText('车机显示只充了30度，12:05拔枪')).toBeInTheDocument();
  expect(within(appeal).getByRole('img', { name: '申诉照片1' })).toHaveAttribute('src', body.pictures[0]);
  expect(within(appeal).getByRole('link', { name: 'C30002' })).toHaveAttribute('href', '/chargeBillDetail?orderNo=C30002');
  expect(Object.keys(window.sessionStorage).filter((k) => k.includes('chargingBillComplain'))).toEqual([]);
});

test('what was entered survives a reload', async () => {
  const first = await openComplaint();
  await userEvent.click(screen.getByRole('radio', { name: '费用计算有误' }));
  await userEvent.type(screen.getByRole('textbox', { name: /问题描述/ }), '夜间电价按峰时收');
  first.unmount();
  await openComplaint();
  expect(screen.getByRole('radio', { name: '费用计算有误' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: /问题描述/ })).toHaveValue('夜间电价按峰时收');
});

test('an unpaid bill is paid first; a bill with an appeal shows the way to it', async () => {
  addBills(chargingBill('CT40'));
  signInAs('A');
  const view = renderApp('/chargingBillComplain?orderNo=CT40');
  expect(await screen.findByText('账单支付后才能申诉，核实后将原路退款。', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '返回账单' })).toHaveAttribute('href', '/chargeBillDetail?orderNo=CT40');
  expect(screen.queryByRole('button', { name: '提交申诉' })).not.toBeInTheDocument();
  view.unmount();

  addBills(chargingBill('CT41', { paid: true }));
  const token = signInAs('A').token;
  const res = await fetch('http://localhost/api/cps/v2/api/chargingAppeals', {
    method: 'POST',
    headers: { ClientType: '2', Authorization: token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ orderNo: 'CT41', reason: '其他', description: '发票抬头', pictures: [] }),
  });
  const { appealNo } = ((await res.json()) as { data: { appealNo: string } }).data;
  renderApp('/chargingBillComplain?orderNo=CT41');
  expect(await screen.findByText('该账单已提交过申诉，请查看处理进度。', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看申诉进度' })).toHaveAttribute('href', `/chargingAppealDetail?appealNo=${appealNo}`);
  expect(appealsInDb().filter((a) => a.orderNo === 'CT41')).toHaveLength(1);
});
