import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { idleFeeTiming } from '@/features/charging/components/idleFees/timing';
import { OCCUPY_APPEAL_ACCEPT_AFTER_MS, OCCUPY_APPEAL_HANDLE_AFTER_MS } from '@mocks/services/cps/idleFees';
import { backend } from '../../../support/mockServer';
import { fakeJpegBase64 } from '../../../support/fakes';
import { renderApp } from '../../../support/renderApp';
import { signInAs } from '../../../support/session';
import { warmPages } from '../../../payment/kit';
import { api } from './idleFeesKit';

const SUBMIT = '/cps/v2/api/occupyAppeals';
const PICTURES = '/basic/v2/api/pictures';
const realTiming = { ...idleFeeTiming };

async function openAppeal(occupyOrderNo = 'OC40002', who: 'A' | 'B' = 'B') {
  signInAs(who);
  const view = renderApp(`/occupyAppeal?occupyOrderNo=${occupyOrderNo}`);
  await screen.findByRole('group', { name: '申诉原因' }, { timeout: 15_000 });
  return view;
}

/** B's appeal of the seeded unpaid OC40002 (12.00元), made as the app makes it. */
async function appealOC40002(reason = '充电桩故障无法拔枪') {
  const made = await api<{ appealNo: string }>('B', 'POST', SUBMIT, { occupyOrderNo: 'OC40002', reason, description: '枪锁住了', pictures: [] });
  return made.data.appealNo;
}

beforeAll(() => warmPages(['/occupyAppeal', '/occupyAppealDetail', '/occupyBillDetail']), 60_000);
afterEach(() => Object.assign(idleFeeTiming, realTiming));

test('the rules: a reason is required, 其他 needs a description, no emoji, a live count; nothing is sent until they hold', async () => {
  await openAppeal();
  const brief = screen.getByRole('region', { name: '申诉的占位费' });
  expect(brief).toHaveTextContent('东方广场特来电充电站');
  expect(brief).toHaveTextContent('12.00元');
  expect(screen.getByText('申诉处理期间无需支付这笔占位费，也不影响开始新的充电。')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: '申诉原因' })).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
    '充电桩故障无法拔枪', '车位出口被堵无法驶离', '已按时驶离', '计费时长有误', '其他',
  ]);
  const submit = screen.getByRole('button', { name: '提交申诉' });
  await userEvent.click(submit);
  expect(await screen.findByText('请选择申诉原因')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '充电桩故障无法拔枪' })).toHaveFocus();
  await userEvent.click(screen.getByRole('radio', { name: '其他' }));
  await userEvent.click(submit);
  expect(await screen.findByText('请描述具体问题')).toBeInTheDocument();
  const box = screen.getByRole('textbox', { name: '问题描述' });
  await userEvent.type(box, '出口被堵🚗');
  expect(await screen.findByText('问题描述不能包含表情符号，请用文字描述')).toBeInTheDocument();
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('5/200')).toBeInTheDocument();
  await userEvent.click(submit);
  expect(backend.calls.list(SUBMIT, 'POST')).toHaveLength(0);
});

test('what was entered survives a remount (a reload)', async () => {
  const first = await openAppeal();
  await userEvent.click(screen.getByRole('radio', { name: '计费时长有误' }));
  await userEvent.type(screen.getByRole('textbox', { name: /问题描述/ }), '14:05已驶离');
  first.unmount();
  await openAppeal();
  expect(screen.getByRole('radio', { name: '计费时长有误' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: /问题描述/ })).toHaveValue('14:05已驶离');
  expect(screen.getByText('8/200')).toBeInTheDocument();
});

test('an appeal with a photo, sent once for a double tap, then its progress; the fee no longer asks to be paid', async () => {
  backend.faults.add({ path: SUBMIT, method: 'POST', delayMs: 400 });
  const { router, ui } = await openAppeal();
  await userEvent.click(screen.getByRole('radio', { name: '车位出口被堵无法驶离' }));
  await userEvent.type(screen.getByRole('textbox', { name: /问题描述/ }), '出口被货车堵了20分钟');
  await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
  const photos = screen.getByRole('list', { name: '已选照片' });
  expect(await within(photos).findByRole('img', { name: '照片1' })).toHaveAttribute('src', `data:image/jpeg;base64,${fakeJpegBase64}`);
  await waitFor(() => expect(within(photos).queryByText('上传中…')).not.toBeInTheDocument());
  expect(backend.calls.list(PICTURES, 'POST')).toHaveLength(1);

  const submit = screen.getByRole('button', { name: '提交申诉' });
  await userEvent.dblClick(submit);
  await userEvent.click(submit);
  expect(submit).toBeDisabled();
  expect(submit).toHaveTextContent('提交中…');
  await waitFor(() => expect(router.state.location.pathname).toBe('/occupyAppealDetail'));
  expect(router.state.historyAction).toBe('REPLACE');
  const sent = backend.calls.list(SUBMIT, 'POST');
  expect(sent).toHaveLength(1);
  const body = sent[0]?.body as { pictures: string[] };
  expect(body).toMatchObject({ occupyOrderNo: 'OC40002', reason: '车位出口被堵无法驶离', description: '出口被货车堵了20分钟' });
  expect(body.pictures).toEqual([expect.stringMatching(/\/__mock\/pictures\/PIC\d+\.jpg$/)]);
  expect(router.state.location.search).toMatch(/^\?appealNo=OA\d+$/);
  const appealUrl = `/occupyAppealDetail${router.state.location.search}`;
  expect(ui.toasts.map((t) => t.text)).toContain('申诉已提交，我们会尽快处理');

  const appeal = await screen.findByRole('article', { name: /^申诉 OA/ });
  expect(within(appeal).getByRole('region', { name: '处理进度' })).toHaveTextContent('提交申诉（当前）');
  expect(within(appeal).getByText('出口被货车堵了20分钟')).toBeInTheDocument();
  expect(within(appeal).getByRole('img', { name: '申诉照片1' })).toHaveAttribute('src', body.pictures[0]);
  expect(within(appeal).getByRole('link', { name: 'OC40002' })).toHaveAttribute('href', '/occupyBillDetail?occupyOrderNo=OC40002');
  expect(Object.keys(window.sessionStorage).filter((k) => k.includes('occupyAppeal'))).toEqual([]);

  const appealNo = router.state.location.search.slice('?appealNo='.length);
  expect(screen.getByRole('link', { name: '查看处理进度与补充证据' })).toHaveAttribute('href', `/disputeDetail?disputeId=${appealNo}`);

  await userEvent.click(within(appeal).getByRole('link', { name: 'OC40002' }));
  expect(await screen.findByText('申诉处理中，不影响其他缴费、充电和预约')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看处理进度与补充证据' })).toHaveAttribute('href', `/disputeDetail?disputeId=${appealNo}`);
  expect(screen.getByRole('link', { name: '查看申诉进度（已提交）' })).toHaveAttribute('href', appealUrl);
  expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
});

test('the steps move on with the clock, asked again while open: 受理中, then 已处理 with the fee waived', async () => {
  const appealNo = await appealOC40002();
  Object.assign(idleFeeTiming, { appealPollMs: 150 });
  signInAs('B');
  renderApp(`/occupyAppealDetail?appealNo=${appealNo}`);
  const appeal = await screen.findByRole('article', { name: `申诉 ${appealNo}` }, { timeout: 15_000 });
  const progress = within(appeal).getByRole('region', { name: '处理进度' });
  expect(progress).toHaveTextContent('提交申诉（当前）');
  expect(appeal).toHaveTextContent('东方广场特来电充电站');
  expect(within(appeal).getByText('充电桩故障无法拔枪')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: '处理结果' })).not.toBeInTheDocument();
  const fee = within(appeal).getByRole('region', { name: '申诉的占位费' });
  // 待支付 twice: the fee's state, and the label of the amount still due.
  expect(within(fee).getAllByText('待支付')).toHaveLength(2);

  backend.clock.advance(OCCUPY_APPEAL_ACCEPT_AFTER_MS);
  await waitFor(() => expect(progress).toHaveTextContent('受理中（当前）'));
  expect(progress.textContent?.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/g)).toHaveLength(2);

  backend.clock.advance(OCCUPY_APPEAL_HANDLE_AFTER_MS - OCCUPY_APPEAL_ACCEPT_AFTER_MS);
  await waitFor(() => expect(progress).toHaveTextContent('已处理（当前）'), { timeout: 10_000 });
  const result = screen.getByRole('region', { name: '处理结果' });
  expect(result).toHaveTextContent('经核实，车辆因现场原因无法及时驶离，占位费12.00元已免除，无需再支付');
  await waitFor(() => expect(result).toHaveTextContent('已免除 12.00元'));
  await waitFor(() => expect(within(fee).getByText('已免除')).toBeInTheDocument());
  // Handled: nothing more to ask for.
  const asked = backend.calls.list(`${SUBMIT}/${appealNo}`, 'GET').length;
  await new Promise((r) => setTimeout(r, 500));
  expect(backend.calls.list(`${SUBMIT}/${appealNo}`, 'GET')).toHaveLength(asked);
});

test('a waived fee reads 已免除 with nothing to pay, and cannot be appealed again', async () => {
  const appealNo = await appealOC40002('已按时驶离');
  backend.clock.advance(OCCUPY_APPEAL_HANDLE_AFTER_MS);
  await api('B', 'GET', `${SUBMIT}/${appealNo}`);
  signInAs('B');
  const detail = renderApp('/occupyBillDetail?occupyOrderNo=OC40002');
  const summary = await screen.findByRole('region', { name: '占位费概要' }, { timeout: 15_000 });
  expect(summary).toHaveTextContent('已免除');
  expect(summary).toHaveTextContent('无需支付0.00元');
  expect(within(screen.getByRole('region', { name: '计费明细' })).getByText('申诉减免').closest('.adm-list-item')).toHaveTextContent('-12.00元');
  expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看申诉进度（已处理）' })).toHaveAttribute('href', `/occupyAppealDetail?appealNo=${appealNo}`);
  detail.unmount();

  renderApp('/occupyAppeal?occupyOrderNo=OC40002');
  expect(await screen.findByText('该占位费已提交过申诉，请查看处理进度。', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看申诉进度' })).toHaveAttribute('href', `/occupyAppealDetail?appealNo=${appealNo}`);
  expect(screen.queryByRole('button', { name: '提交申诉' })).not.toBeInTheDocument();
});

test('a paid fee upheld on appeal: 退款 with the amount', async () => {
  const made = await api<{ appealNo: string }>('A', 'POST', SUBMIT, { occupyOrderNo: 'OC40001', reason: '已按时驶离', description: '', pictures: [] });
  backend.clock.advance(OCCUPY_APPEAL_HANDLE_AFTER_MS);
  signInAs('A');
  renderApp(`/occupyAppealDetail?appealNo=${made.data.appealNo}`);
  const result = await screen.findByRole('region', { name: '处理结果' }, { timeout: 15_000 });
  expect(result).toHaveTextContent('已退回账户余额');
  await waitFor(() => expect(result).toHaveTextContent('退款 5.00元'));
});

test('an unknown appeal says the server\'s refusal with the ways on, no 重试', async () => {
  signInAs('B');
  renderApp('/occupyAppealDetail?appealNo=OA0000');
  expect(await screen.findByText('申诉详情加载失败', {}, { timeout: 15_000 })).toBeInTheDocument();
  // The server said no: its words and the ways on, not a 重试 that would get the same answer.
  expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  expect(await screen.findByRole('link', { name: '返回首页' })).toBeInTheDocument();
});

test('a partly upheld appeal: what was taken off, what is left to pay, and the way to pay it', async () => {
  const appealNo = await appealOC40002('计费时长有误');
  backend.clock.advance(OCCUPY_APPEAL_HANDLE_AFTER_MS);
  signInAs('B');
  renderApp(`/occupyAppealDetail?appealNo=${appealNo}`);
  const result = await screen.findByRole('region', { name: '处理结果' }, { timeout: 15_000 });
  await waitFor(() => expect(result).toHaveTextContent('已减免 6.00元，剩余 6.00元 待支付'));
  expect(within(result).getByRole('link', { name: '去支付' })).toHaveAttribute('href', '/occupyBillDetail?occupyOrderNo=OC40002');
});
