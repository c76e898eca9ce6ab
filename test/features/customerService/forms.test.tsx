import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serviceTiming } from '@/features/customerService/components/timing';
import { backend } from '../../support/mockServer';
import { fakeJpegBase64 } from '../../support/fakes';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';
import { controlReply } from './serviceKit';

const SUBMIT = '/basic/v2/api/service/requests';
const realTiming = { ...serviceTiming };

beforeAll(() => warmPages(['/customerService/index', '/customerService/feedBack', '/customerService/billFeedBack', '/customerService/billProblemList',
  '/customerService/questionConsultation', '/customerService/feedDetail', '/customerService/feedHistory', '/customerService/questionBill']), 60_000);
afterEach(() => Object.assign(serviceTiming, realTiming));

async function openForm(url: string) {
  signInAs('A');
  const view = renderApp(url);
  await screen.findByRole('group', { name: '问题分类' }, { timeout: 15_000 });
  return view;
}

test('the centre: hotline to call, hours, entries and searchable questions (a visitor too)', async () => {
  renderApp('/customerService');
  const hotline = await screen.findByRole('region', { name: '客服热线' }, { timeout: 15_000 });
  expect(within(hotline).getByRole('link', { name: '拨打客服热线 400-800-6066' })).toHaveAttribute('href', 'tel:4008006066');
  expect(hotline).toHaveTextContent('每天 08:00-22:00');
  const entries = screen.getByRole('navigation', { name: '在线反馈' });
  expect(within(entries).getByRole('link', { name: '咨询' })).toHaveAttribute('href', '/customerService/questionConsultation?type=5');
  expect(within(entries).getByRole('link', { name: '停车账单问题' })).toHaveAttribute('href', '/customerService/billProblemList');
  const faqs = screen.getByRole('region', { name: '常见问题' });
  expect(await within(faqs).findByText('缴费后多久需要离场？')).toBeInTheDocument();
  await userEvent.type(within(faqs).getByRole('searchbox'), '占位费');
  await waitFor(() => expect(within(faqs).queryByText('缴费后多久需要离场？')).not.toBeInTheDocument());
  expect(within(faqs).getByText('充电结束后为什么还在收费？')).toBeInTheDocument();
});

test('/customerService/index lands on the centre too', async () => {
  renderApp('/customerService/index');
  expect(await screen.findByRole('heading', { name: '客服中心' }, { timeout: 15_000 })).toBeInTheDocument();
});

test('general feedback: category and description rules with a live count, phone prefilled; nothing sent until they hold', async () => {
  await openForm('/customerService/feedBack');
  await waitFor(() => expect(screen.getByRole('textbox', { name: '联系电话' })).toHaveValue('13800138000'));
  const submit = screen.getByRole('button', { name: '提交' });
  await userEvent.click(submit);
  expect(await screen.findByText('请选择问题分类')).toBeInTheDocument();
  expect(screen.getByText('请描述您遇到的问题')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: '功能建议' }));
  const box = screen.getByRole('textbox', { name: '问题描述' });
  await userEvent.type(box, '太短');
  expect(await screen.findByText('问题描述至少5个字')).toBeInTheDocument();
  expect(screen.getByText('2/300')).toBeInTheDocument();
  await userEvent.type(box, '了吧😀');
  expect(await screen.findByText('问题描述不能包含表情符号，请用文字描述')).toBeInTheDocument();
  await userEvent.clear(screen.getByRole('textbox', { name: '联系电话' }));
  await userEvent.type(screen.getByRole('textbox', { name: '联系电话' }), '123');
  await userEvent.click(submit);
  expect(await screen.findByText('请输入11位手机号')).toBeInTheDocument();
  expect(backend.calls.list(SUBMIT, 'POST')).toHaveLength(0);
});

test('a draft survives a remount (a reload), and is sent once for a double tap, then its detail', async () => {
  const first = await openForm('/customerService/feedBack');
  await userEvent.click(screen.getByRole('radio', { name: '页面问题' }));
  await userEvent.type(screen.getByRole('textbox', { name: '问题描述' }), '缴费页面偶尔白屏');
  first.unmount();
  backend.faults.add({ path: SUBMIT, method: 'POST', delayMs: 400 });
  const { router } = await openForm('/customerService/feedBack');
  expect(screen.getByRole('radio', { name: '页面问题' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: '问题描述' })).toHaveValue('缴费页面偶尔白屏');
  expect(screen.getByText('8/300')).toBeInTheDocument();
  const submit = screen.getByRole('button', { name: '提交' });
  await userEvent.dblClick(submit);
  await userEvent.click(submit);
  await waitFor(() => expect(router.state.location.pathname).toBe('/customerService/feedDetail'));
  expect(backend.calls.list(SUBMIT, 'POST')).toHaveLength(1);
  expect(backend.calls.list(SUBMIT, 'POST')[0]?.body).toMatchObject({ kind: 'general', category: '页面问题', description: '缴费页面偶尔白屏', contactPhone: '13800138000' });
  const article = await screen.findByRole('article', { name: /^反馈 SR/ }, { timeout: 15_000 });
  expect(within(article).getByRole('region', { name: '反馈状态' })).toHaveTextContent('已提交');
  expect(within(article).getByRole('region', { name: '反馈状态' })).toHaveTextContent(/客服将于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 前回复您/);
  expect(Object.keys(window.sessionStorage).filter((k) => k.includes('customerService:general'))).toEqual([]);
});

test('a parking bill problem: picked from the list, with a photo; a reply through the control call shows, the driver replies', async () => {
  Object.assign(serviceTiming, { pollMs: 150 });
  signInAs('A');
  const { router } = renderApp('/customerService/billProblemList');
  const list = await screen.findByRole('list', { name: '选择停车账单' }, { timeout: 15_000 });
  const firstBill = within(list).getAllByRole('link')[0] as HTMLElement;
  await userEvent.click(firstBill);
  await screen.findByRole('group', { name: '问题分类' }, { timeout: 15_000 });
  expect(router.state.location.pathname).toBe('/customerService/billFeedBack');
  const uniqueId = new URLSearchParams(router.state.location.search).get('uniqueId');
  expect(screen.getByRole('region', { name: '反馈的停车账单' })).toHaveTextContent(`单号 ${uniqueId}`);
  await userEvent.click(screen.getByRole('radio', { name: '金额有误' }));
  await userEvent.type(screen.getByRole('textbox', { name: '问题描述' }), '停了20分钟却收了一小时的费用');
  await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
  const photos = screen.getByRole('list', { name: '已选照片' });
  expect(await within(photos).findByRole('img', { name: '照片1' })).toHaveAttribute('src', `data:image/jpeg;base64,${fakeJpegBase64}`);
  await waitFor(() => expect(within(photos).queryByText('上传中…')).not.toBeInTheDocument());
  await userEvent.click(screen.getByRole('button', { name: '提交' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/customerService/feedDetail'));
  const body = backend.calls.list(SUBMIT, 'POST')[0]?.body as { billId: string; pictures: string[] };
  expect(body.billId).toBe(uniqueId);
  expect(body.pictures).toEqual([expect.stringMatching(/\/__mock\/pictures\/PIC\d+\.jpg$/)]);
  const requestNo = new URLSearchParams(router.state.location.search).get('requestNo') ?? '';
  const article = await screen.findByRole('article', { name: `反馈 ${requestNo}` }, { timeout: 15_000 });
  expect(within(article).getByRole('img', { name: '反馈照片1' })).toHaveAttribute('src', body.pictures[0]);
  expect(within(article).getByText('客服尚未回复')).toBeInTheDocument();

  expect(await controlReply(requestNo, '已核实，多收的费用将原路退回。')).toMatchObject({ code: '200' });
  const thread = await within(article).findByRole('list', { name: '沟通记录' }, { timeout: 5_000 });
  expect(thread).toHaveTextContent('客服回复：已核实，多收的费用将原路退回。');
  await waitFor(() => expect(within(article).getByRole('region', { name: '反馈状态' })).toHaveTextContent('已回复'));

  await userEvent.type(within(article).getByRole('textbox', { name: '继续回复' }), '好的，谢谢');
  await userEvent.click(within(article).getByRole('button', { name: '发送回复' }));
  await waitFor(() => expect(within(article).getByRole('list', { name: '沟通记录' })).toHaveTextContent('我的回复：好的，谢谢'));
  expect(within(article).getByRole('region', { name: '反馈状态' })).toHaveTextContent('处理中');
});

test('the consultation the catalogue opens: type 5 with the plate and message carried along', async () => {
  await openForm('/customerService/questionConsultation?type=5&plateNo=%E4%BA%ACA12345&message=%E8%AF%A5%E8%BD%A6%E7%89%8C%E5%AD%98%E5%9C%A8%E6%AC%A0%E8%B4%B9');
  expect(screen.getByRole('region', { name: '咨询的车牌' })).toHaveTextContent('京A·12345');
  expect(screen.getByRole('radio', { name: '误绑他人车牌' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: '问题描述' })).toHaveValue('该车牌存在欠费');
  await userEvent.click(screen.getByRole('button', { name: '提交' }));
  await waitFor(() => expect(backend.calls.list(SUBMIT, 'POST')).toHaveLength(1));
  expect(backend.calls.list(SUBMIT, 'POST')[0]?.body).toMatchObject({ kind: 'consultation', plateNo: '京A12345', category: '误绑他人车牌' });
});

test('a charging bill in the URL that is not the driver\'s says so, with the way back to the list', async () => {
  signInAs('A');
  renderApp('/customerService/questionBill?orderNo=NOPE');
  expect(await screen.findByText('未找到该充电账单', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '重新选择充电账单' })).toHaveAttribute('href', '/customerService/chargingBillProblemList');
});

test('history: the seeded replied request, and the empty state for B', async () => {
  signInAs('A');
  const a = renderApp('/customerService/feedHistory');
  const list = await screen.findByRole('list', { name: '反馈记录' }, { timeout: 15_000 });
  expect(within(list).getByRole('link', { name: /意见反馈 · 功能建议/ })).toHaveAttribute('href', '/customerService/feedDetail?requestNo=SR000001');
  a.unmount();
  signInAs('B');
  renderApp('/customerService/feedHistory');
  expect(await screen.findByText('暂无反馈记录', {}, { timeout: 15_000 })).toBeInTheDocument();
});

test('an unknown request shows the error state', async () => {
  signInAs('A');
  renderApp('/customerService/feedDetail?requestNo=SR0');
  expect(await screen.findByText('反馈详情加载失败', {}, { timeout: 15_000 })).toBeInTheDocument();
});
