import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { href, paths } from '@/lib/paths';
import { backend, server } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { warmPages } from '../../payment/kit';

configure({ asyncUtilTimeout: 4000 });
beforeAll(() => warmPages(['/checkNotice', '/scanPayPage', '/searchPage']), 60_000);

const CHECK = '/charge/v2/api/noticeChecks';
const FAKE_SMS = '【某某停车】您的车辆京A12345于2019年08月在朝阳路路侧停车欠费 86.00 元，请于3日内点击 http://tcjf-pay.cc/x 缴纳，逾期将上报征信。';
const sent = () => backend.calls.list(CHECK, 'POST');

async function open(url: string) {
  const view = renderApp(url);
  await screen.findByRole('heading', { name: '核实通知', level: 1 }, { timeout: 15_000 });
  return view;
}
const textBox = () => screen.getByLabelText('短信或通知内容');
const plateBox = () => screen.getByLabelText('车牌号');
const submit = () => fireEvent.click(screen.getByRole('button', { name: '核实' }));

test('a fake SMS pasted: what was read is shown; one call with only the read parts; no match and the link not ours', async () => {
  await open(paths.checkNotice);
  fireEvent.change(textBox(), { target: { value: FAKE_SMS } });
  expect(plateBox()).toHaveValue('京A12345');
  expect(screen.getByText('86.00元')).toBeInTheDocument();
  expect(screen.getByText('朝阳路')).toBeInTheDocument();
  expect(screen.getByText('http://tcjf-pay.cc/x')).toBeInTheDocument();
  // The link is shown as text, never as something to tap.
  expect(screen.queryByRole('link', { name: /tcjf-pay/ })).not.toBeInTheDocument();
  // A double tap sends once.
  const button = screen.getByRole('button', { name: '核实' });
  fireEvent.click(button);
  fireEvent.click(button);
  expect(await screen.findByRole('heading', { name: '未找到与此通知相符的欠费' })).toBeInTheDocument();
  const foreign = screen.getByRole('alert');
  expect(within(foreign).getByRole('heading', { name: '此链接不是我们的' })).toBeInTheDocument();
  expect(within(foreign).getByText('tcjf-pay.cc')).toBeInTheDocument();
  expect(within(foreign).getByText('pay.example.com')).toBeInTheDocument();
  expect(screen.getByText(/请不要付款/)).toBeInTheDocument();
  expect(screen.getByText(/如果已经付款，请立即拨打 110 报警/)).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: '400-800-6066' })).toHaveAttribute('href', 'tel:4008006066');
  expect(sent()).toHaveLength(1);
  expect(sent()[0]?.body).toEqual({ plateNo: '京A12345', amountCents: 8600, place: '朝阳路', links: ['http://tcjf-pay.cc/x'] });
  // Nothing but the check and the hotline was asked; the text itself went nowhere.
  expect(backend.calls.list().filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([CHECK]);
  expect(JSON.stringify(backend.calls.list())).not.toContain('某某停车');
});

test('a real notice by number and plate prefilled: genuine, the payee, what is owed, 去支付 to the official pay page', async () => {
  await open(href(paths.checkNotice, { plateNo: '京B88888', text: '通知编号TZ2026000111 欠费24.00元' }));
  expect(plateBox()).toHaveValue('京B88888');
  submit();
  expect(await screen.findByRole('heading', { name: '这是我们的真实通知' })).toBeInTheDocument();
  expect(screen.getByText(/官方收款方：/)).toBeInTheDocument();
  expect(screen.getByText('车牌 京B88888 实际待缴 3 笔，共 39.00元：')).toBeInTheDocument();
  const pay = screen.getAllByRole('link', { name: /^去支付/ });
  expect(pay.map((a) => a.getAttribute('href'))).toEqual([
    '/payPage?uniqueId=U20013&parkId=P1011', '/payPage?uniqueId=U20012&parkId=P1007', '/payPage?uniqueId=U20011&parkId=P1006',
  ]);
  expect(screen.queryByRole('heading', { name: '此链接不是我们的' })).not.toBeInTheDocument();
  expect(sent()[0]?.body).toEqual({ plateNo: '京B88888', noticeNo: 'TZ2026000111', amountCents: 2400, links: [] });
});

test('genuine but with another amount and a foreign link (asked by a signed-in driver): both said, the real amount and pay only in the app', async () => {
  signInAs('A');
  await open(paths.checkNotice);
  fireEvent.change(textBox(), { target: { value: '京AD12345 欠费 86.00 元，通知编号：TZ2026000103，点击 bjtc-jf.vip/j 缴纳' } });
  submit();
  expect(await screen.findByRole('heading', { name: '这是我们的真实通知' })).toBeInTheDocument();
  expect(screen.getByText('通知上的金额为 86.00元，该车牌实际待缴 12.00元，请以实际待缴为准。')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '此链接不是我们的' })).toBeInTheDocument();
  expect(screen.getByText('账单是真实的，但请只在本应用内支付，不要通过通知中的链接支付。')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^去支付/ })).toHaveAttribute('href', '/payPage?uniqueId=U20003&parkId=P1002');
});

test('the driver corrects the plate: the corrected one is sent; an edit hides the old answer', async () => {
  await open(href(paths.checkNotice, { text: '京A12345 欠费10.00元' }));
  expect(plateBox()).toHaveValue('京A12345');
  fireEvent.change(plateBox(), { target: { value: '京b88888' } });
  submit();
  expect(await screen.findByRole('heading', { name: '这是我们的真实通知' })).toBeInTheDocument();
  expect(sent()[0]?.body).toMatchObject({ plateNo: '京B88888', amountCents: 1000 });
  fireEvent.change(plateBox(), { target: { value: '京B8888' } });
  expect(screen.queryByRole('heading', { name: '这是我们的真实通知' })).not.toBeInTheDocument();
  submit();
  expect(await screen.findByText('车牌号格式不正确，请核对后重新填写')).toBeInTheDocument();
  expect(sent()).toHaveLength(1);
});

test('a failed answer is 网络 with 重试, never a verdict; 重试 asks again', async () => {
  backend.faults.add({ path: CHECK, method: 'POST', code: '500', msg: '服务器开小差了', httpStatus: 500 });
  const { ui } = await open(href(paths.checkNotice, { text: FAKE_SMS }));
  submit();
  expect(await screen.findByText('核实失败')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /未找到|真实通知|不是我们的/ })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('heading', { name: '未找到与此通知相符的欠费' })).toBeInTheDocument();
  expect(sent()).toHaveLength(2);
  expect(ui.toasts).toEqual([]);
});

test('a malformed answer is 数据异常 with 重试, never a verdict', async () => {
  server.use(http.post('*/api/charge/v2/api/noticeChecks', () => HttpResponse.json({ code: '200', msg: 'success', data: { plateNo: '京A12345', verdict: 'probably', links: [] } })));
  const { ui } = await open(href(paths.checkNotice, { text: FAKE_SMS }));
  submit();
  expect(await screen.findByText(/数据异常/)).toBeInTheDocument();
  expect(ui.toasts).toEqual([]);
  expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /未找到|真实通知|不是我们的/ })).not.toBeInTheDocument();
});

test('scanning a paper notice\'s code fills the text in', async () => {
  const { platform } = await open(paths.checkNotice);
  platform.answers.scan = 'https://wz-fakuan.top/pay?id=88120931';
  fireEvent.click(screen.getByRole('button', { name: /扫描罚单或通知上的二维码/ }));
  await waitFor(() => expect(textBox()).toHaveValue('https://wz-fakuan.top/pay?id=88120931'));
  expect(screen.getAllByText('https://wz-fakuan.top/pay?id=88120931').some((el) => el.tagName === 'LI')).toBe(true);
  expect(sent()).toHaveLength(0);
});

test('the exit-lane scanner refuses a code not ours and offers 核实通知 with the scanned text', async () => {
  signInAs('A');
  const { platform } = renderApp(paths.scanPayPage);
  platform.answers.scan = 'https://tcjf-pay.cc/x?plate=京A12345';
  fireEvent.click(await screen.findByRole('button', { name: /扫码缴费/ }, { timeout: 15_000 }));
  const link = await screen.findByRole('link', { name: '核实通知' });
  fireEvent.click(link);
  expect(await screen.findByRole('heading', { name: '核实通知', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
  expect(textBox()).toHaveValue('https://tcjf-pay.cc/x?plate=京A12345');
  expect(plateBox()).toHaveValue('京A12345');
});

test('search lists 核实通知 for 欠费短信, not for a park name', async () => {
  renderApp(paths.searchPage);
  const box = await screen.findByRole('searchbox', {}, { timeout: 15_000 });
  fireEvent.change(box, { target: { value: '王府井' } });
  expect(screen.queryByRole('link', { name: /核实通知/ })).not.toBeInTheDocument();
  fireEvent.change(box, { target: { value: '欠费短信' } });
  expect(screen.getByRole('link', { name: /核实通知/ })).toHaveAttribute('href', '/checkNotice');
});
