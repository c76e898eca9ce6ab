import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformError } from '@/platform/types';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { fakeJpegBase64 } from '../../support/fakes';

const SUBMIT = '/charge/v2/api/parkOrderAppeals/msp';
const PICTURES = '/basic/v2/api/pictures';

async function openComplaint(url = '/billComplain?uniqueId=U20004&parkId=P1004') {
  signInAs('A');
  const view = renderApp(url);
  // Generous: the first render of a file loads antd-mobile, and the machine is shared.
  await screen.findByRole('group', { name: '申诉原因' }, { timeout: 15_000 });
  return view;
}

describe('/billComplain', () => {
  test('a complaint with a photo: picked through the platform, uploaded, sent once, then shown on /billComplainDetail', async () => {
    const { platform, router, ui } = await openComplaint();
    expect(screen.getByRole('region', { name: '申诉的账单' })).toHaveTextContent('前门大街公共停车场');
    await userEvent.click(screen.getByRole('radio', { name: '计费时长不对' }));
    await userEvent.type(screen.getByRole('textbox', { name: /问题描述/ }), '只停了半小时却收了一小时');
    await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
    expect(platform.callsOf('pickImage')).toHaveLength(1);
    const photos = screen.getByRole('list', { name: '已选照片' });
    expect(await within(photos).findByRole('img', { name: '照片1' })).toHaveAttribute('src', `data:image/jpeg;base64,${fakeJpegBase64}`);
    await waitFor(() => expect(within(photos).queryByText('上传中…')).not.toBeInTheDocument());
    const uploads = backend.calls.list(PICTURES, 'POST');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.body).toEqual({ fileData: fakeJpegBase64, suffix: 'jpg' });

    await userEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billComplainDetail'), { timeout: 5000 });
    const sent = backend.calls.list(SUBMIT, 'POST');
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body as { pictures: string[] };
    expect(body).toMatchObject({ uniqueId: 'U20004', parkId: 'P1004', reason: '计费时长不对', description: '只停了半小时却收了一小时' });
    expect(body.pictures).toHaveLength(1);
    expect(body.pictures[0]).toMatch(/\/__mock\/pictures\/PIC\d+\.jpg$/);
    expect(router.state.location.search).toMatch(/^\?appealId=AP\d+$/);
    expect(ui.toasts.map((t) => t.text)).toContain('申诉已提交，我们会尽快处理');

    const card = await screen.findByRole('article', { name: /^申诉 AP/ });
    expect(within(card).getByText('处理中')).toBeInTheDocument();
    expect(within(card).getByText('计费时长不对')).toBeInTheDocument();
    expect(within(card).getByText('只停了半小时却收了一小时')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '申诉照片1' })).toHaveAttribute('src', body.pictures[0]);
    const appealId = router.state.location.search.slice('?appealId='.length);
    expect(screen.getByRole('link', { name: '查看处理进度与补充证据' })).toHaveAttribute('href', `/disputeDetail?disputeId=${appealId}`);
    // The existing list call sees it too.
    void router.navigate('/billComplainDetail?uniqueId=U20004&parkId=P1004');
    const list = await screen.findByRole('list', { name: '申诉记录' });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(within(list).getByText('处理中')).toBeInTheDocument();
  });

  test('the rules: a reason is required, 其他 needs a description, at most 200 characters, no emoji', async () => {
    await openComplaint();
    const submit = screen.getByRole('button', { name: '提交申诉' });
    await userEvent.click(submit);
    expect(await screen.findByText('请选择申诉原因')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '其他' }));
    expect(screen.queryByText('请选择申诉原因')).not.toBeInTheDocument();
    await userEvent.click(submit);
    expect(await screen.findByText('请描述具体问题')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: /问题描述/ });
    await userEvent.type(box, '好🚗');
    expect(await screen.findByText('问题描述不能包含表情符号，请用文字描述')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste('多'.repeat(201));
    expect(await screen.findByText('问题描述不能超过200个字')).toBeInTheDocument();
    expect(screen.getByText('201/200')).toBeInTheDocument();
    await userEvent.click(submit);
    expect(backend.calls.list(SUBMIT, 'POST')).toHaveLength(0);
  });

  test('a description is free text: times and punctuation are accepted, only emoji are refused', async () => {
    await openComplaint();
    await userEvent.click(screen.getByRole('radio', { name: '其他' }));
    const box = screen.getByRole('textbox', { name: /问题描述/ });
    await userEvent.type(box, '我14:05就离场了');
    await userEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    await waitFor(() => expect(backend.calls.list(SUBMIT, 'POST')).toHaveLength(1));
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/问题描述不能/)).not.toBeInTheDocument();
    expect(backend.calls.list(SUBMIT, 'POST')[0]?.body).toMatchObject({ reason: '其他', description: '我14:05就离场了' });
  });

  test('what was entered survives a reload (the draft), and is forgotten once the complaint is sent', async () => {
    const first = await openComplaint();
    await userEvent.click(screen.getByRole('radio', { name: '重复扣费' }));
    await userEvent.type(screen.getByRole('textbox', { name: /问题描述/ }), '同一笔扣了两次');
    await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '已选照片' })).queryByText('上传中…')).not.toBeInTheDocument());
    first.unmount();

    const { router } = await openComplaint();
    expect(screen.getByRole('radio', { name: '重复扣费' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /问题描述/ })).toHaveValue('同一笔扣了两次');
    expect(within(screen.getByRole('list', { name: '已选照片' })).getAllByRole('img')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billComplainDetail'), { timeout: 5000 });
    expect((backend.calls.list(SUBMIT, 'POST')[0]?.body as { pictures: string[] }).pictures).toHaveLength(1);
    expect(backend.calls.list(PICTURES, 'POST')).toHaveLength(1);
    expect(Object.keys(window.sessionStorage).filter((k) => k.includes('billComplain'))).toEqual([]);
  });

  test('a double tap sends one complaint', async () => {
    // The server takes its time, so the second and third taps land while the first is on its way.
    backend.faults.add({ path: SUBMIT, method: 'POST', delayMs: 400 });
    await openComplaint();
    await userEvent.click(screen.getByRole('radio', { name: '重复扣费' }));
    const submit = screen.getByRole('button', { name: '提交申诉' });
    await userEvent.dblClick(submit);
    await userEvent.click(submit);
    expect(submit).toBeDisabled();
    expect(submit).toHaveTextContent('提交中…');
    await screen.findByRole('heading', { name: '申诉进度' }, { timeout: 5000 });
    expect(backend.calls.list(SUBMIT, 'POST')).toHaveLength(1);
  });

  test('a failed upload can be retried; submitting meanwhile is refused with a message', async () => {
    backend.faults.add({ path: PICTURES, method: 'POST', code: '500', msg: '上传服务繁忙' });
    const { ui } = await openComplaint();
    await userEvent.click(screen.getByRole('radio', { name: '车牌识别错误' }));
    await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
    expect(await screen.findByText('上传失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    expect(ui.toasts.map((t) => t.text)).toContain('有图片上传失败，请重新上传或删除');
    expect(backend.calls.list(SUBMIT, 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '重新上传' }));
    await waitFor(() => expect(screen.queryByText('上传失败')).not.toBeInTheDocument());
    expect(backend.calls.list(PICTURES, 'POST')).toHaveLength(2);
  });

  test('up to 3 photos; one can be removed; a cancelled pick says nothing', async () => {
    const { platform, ui } = await openComplaint();
    for (let i = 0; i < 3; i += 1) await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '已选照片' })).getAllByRole('img')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: '添加照片' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '删除照片2' }));
    expect(within(screen.getByRole('list', { name: '已选照片' })).getAllByRole('img')).toHaveLength(2);
    platform.answers.pickImage = new PlatformError('已取消', 'cancelled');
    await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
    expect(within(screen.getByRole('list', { name: '已选照片' })).getAllByRole('img')).toHaveLength(2);
    expect(ui.toasts).toHaveLength(0);
    platform.answers.pickImage = new PlatformError('无法打开相册', 'failed');
    await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
    await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('无法打开相册'));
  });

  test('a bill that already has an appeal in progress shows the way to its status instead of the form', async () => {
    signInAs('A');
    backend.db.appeals.push({ appealId: 'AP7777', driverId: backend.db.appeals[0]!.driverId, uniqueId: 'U20006', parkId: 'P1005', appealTypeText: '重复扣费', content: '重复扣费', state: 1, createdAt: Date.now(), reply: null, repliedAt: null });
    renderApp('/billComplain?uniqueId=U20006&parkId=P1005');
    expect(await screen.findByText('该账单已有处理中的申诉，请耐心等待处理结果。', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看申诉进度' })).toHaveAttribute('href', '/billComplainDetail?appealId=AP7777');
    expect(screen.queryByRole('button', { name: '提交申诉' })).not.toBeInTheDocument();
  });
});

describe('/billComplainDetail', () => {
  test("a bill's appeals with their state and the reply", async () => {
    signInAs('A');
    renderApp('/billComplainDetail?uniqueId=U20005&parkId=P1001');
    const card = await screen.findByRole('article', { name: '申诉 AP8001' }, { timeout: 5000 });
    expect(within(card).getByText('申诉成功', { selector: '.stateTag' })).toBeInTheDocument();
    expect(within(card).getByText('经核实入场时间识别有误，已退还5.00元至原支付账户')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '查看详情' })).toHaveAttribute('href', '/billComplainDetail?appealId=AP8001');
    expect(backend.calls.list('/charge/v2/api/parkOrderAppeals/msp', 'GET')[0]?.query).toMatchObject({ uniqueId: 'U20005', parkId: 'P1001' });
  });

  test('no appeals yet: says so and offers to complain', async () => {
    signInAs('A');
    renderApp('/billComplainDetail?uniqueId=U20004&parkId=P1004');
    expect(await screen.findByText('暂无申诉记录', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '账单有疑问？去申诉' })).toHaveAttribute('href', '/billComplain?uniqueId=U20004&parkId=P1004');
  });

  test('an unknown appeal says the server\'s refusal with the ways on, no 重试', async () => {
    signInAs('A');
    renderApp('/billComplainDetail?appealId=AP0000');
    expect(await screen.findByText('申诉详情加载失败', {}, { timeout: 5000 })).toBeInTheDocument();
    // The server said no: its words and the ways on, not a 重试 that would get the same answer.
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(await screen.findByRole('link', { name: '返回首页' })).toBeInTheDocument();
  });
});
