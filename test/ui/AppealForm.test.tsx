import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { PlatformProvider } from '@/platform/PlatformContext';
import { AppealForm, AppealSubmit, useAppealForm, validateAppeal, type Appeal, type AppealTexts } from '@/ui/AppealForm';
import { backend } from '../support/mockServer';
import { signInAs } from '../support/session';
import { storeWithFakes } from '../support/store';

const PICTURES = '/basic/v2/api/pictures';
const REASONS = ['计费时长不对', '重复扣费', '其他'] as const;
type Reason = (typeof REASONS)[number];
const DRAFT = 'appealTest:B1';

interface Props {
  send: (appeal: Appeal<Reason>) => Promise<{ appealNo: string }>;
  onSent?: (answer: { appealNo: string }) => void;
  texts?: Partial<AppealTexts>;
}

/** A feature's appeal page as the charging and records pages build it: the form, and the pinned submit outside it. */
function AppealPage({ send, onSent = () => {}, texts }: Props) {
  const appeal = useAppealForm({ reasons: REASONS, needsDescription: ['其他'], maxLength: 10, maxPhotos: 2, draftKey: DRAFT, send, onSent, texts });
  return (
    <>
      <AppealForm id="appeal-test" appeal={appeal} placeholder="请描述您遇到的问题">
        <section aria-label="申诉的账单">前门大街停车场</section>
      </AppealForm>
      <footer>
        <AppealSubmit form="appeal-test" pending={appeal.form.pending} />
      </footer>
    </>
  );
}

function show(props: Props) {
  signInAs('A');
  const fakes = storeWithFakes();
  const view = render(
    <Provider store={fakes.store}>
      <PlatformProvider platform={fakes.platform}>
        <AppealPage {...props} />
      </PlatformProvider>
    </Provider>,
  );
  return { ...fakes, view };
}

const submit = () => screen.getByRole('button', { name: '提交申诉' });
const box = () => screen.getByRole('textbox', { name: /问题描述/ });

describe('AppealForm', () => {
  test('what the driver sees: the subject, the reasons as named radios, the optional description with its count, the photos', () => {
    show({ send: jest.fn() });
    expect(screen.getByRole('region', { name: '申诉的账单' })).toHaveTextContent('前门大街停车场');
    const group = screen.getByRole('group', { name: '申诉原因' });
    expect(within(group).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([...REASONS]);
    expect(within(group).getAllByRole('radio').every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByRole('textbox', { name: '问题描述（选填）' })).toHaveAttribute('placeholder', '请描述您遇到的问题');
    expect(screen.getByText('0/10')).toBeInTheDocument();
    expect(screen.getByText('上传照片（选填，最多2张）')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '已选照片' })).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  test('the rules: a reason, a description for 其他, at most the limit, no emoji; nothing is sent until they hold', async () => {
    const send = jest.fn();
    show({ send });
    await userEvent.click(submit());
    expect(await screen.findByText('请选择申诉原因')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('radio', { name: '计费时长不对' })).toHaveFocus();

    await userEvent.click(screen.getByRole('radio', { name: '其他' }));
    expect(screen.queryByText('请选择申诉原因')).not.toBeInTheDocument();
    // 其他 makes the description required: its label says so by losing （选填）.
    expect(screen.getByRole('textbox', { name: '问题描述' })).toBeInTheDocument();
    await userEvent.click(submit());
    expect(await screen.findByText('请描述具体问题')).toBeInTheDocument();
    expect(box()).toHaveFocus();

    await userEvent.type(box(), '一二三四五六七八九十一');
    expect(await screen.findByText('问题描述不能超过10个字')).toBeInTheDocument();
    expect(screen.getByText('11/10')).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(box());
    await userEvent.type(box(), '堵了🚗');
    expect(await screen.findByText('问题描述不能包含表情符号，请用文字描述')).toBeInTheDocument();
    await userEvent.click(submit());
    expect(send).not.toHaveBeenCalled();
  });

  test('sent once for a double tap, with the uploaded photo; then the draft is forgotten, the toast said, onSent told', async () => {
    let answer: (v: { appealNo: string }) => void = () => {};
    const send = jest.fn(() => new Promise<{ appealNo: string }>((resolve) => (answer = resolve)));
    const onSent = jest.fn();
    const { ui } = show({ send, onSent });
    await userEvent.click(screen.getByRole('radio', { name: '重复扣费' }));
    await userEvent.type(box(), '  扣了两次 ');
    await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
    const photos = screen.getByRole('list', { name: '已选照片' });
    await waitFor(() => expect(within(photos).queryByText('上传中…')).not.toBeInTheDocument());
    expect(window.sessionStorage.getItem(`formDraft:${DRAFT}`)).toContain('扣了两次');

    const button = submit();
    await userEvent.dblClick(button);
    await userEvent.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('提交中…');
    expect(screen.getByRole('radio', { name: '其他' })).toBeDisabled();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ reason: '重复扣费', description: '扣了两次', pictures: [expect.stringMatching(/\/__mock\/pictures\/PIC\d+\.jpg$/)] });
    expect(backend.calls.list(PICTURES, 'POST')).toHaveLength(1);

    answer({ appealNo: 'AP1' });
    await waitFor(() => expect(onSent).toHaveBeenCalledWith({ appealNo: 'AP1' }));
    expect(ui.toasts.map((t) => t.text)).toContain('申诉已提交，我们会尽快处理');
    expect(window.sessionStorage.getItem(`formDraft:${DRAFT}`)).toBeNull();
  });

  test('a refusal keeps what was entered (and its draft), and does not go on', async () => {
    const send = jest.fn(() => Promise.reject(new Error('refused')));
    const onSent = jest.fn();
    const { ui } = show({ send, onSent });
    await userEvent.click(screen.getByRole('radio', { name: '计费时长不对' }));
    await userEvent.type(box(), '只停了半小时');
    const button = submit();
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(send).toHaveBeenCalledTimes(1);
    expect(onSent).not.toHaveBeenCalled();
    expect(ui.toasts).toHaveLength(0);
    expect(box()).toHaveValue('只停了半小时');
    expect(screen.getByRole('radio', { name: '计费时长不对' })).toBeChecked();
    expect(window.sessionStorage.getItem(`formDraft:${DRAFT}`)).toContain('只停了半小时');
  });

  test('what was entered, uploaded photos included, survives a reload', async () => {
    const first = show({ send: jest.fn() });
    await userEvent.click(screen.getByRole('radio', { name: '其他' }));
    await userEvent.type(box(), '发票抬头');
    await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '已选照片' })).queryByText('上传中…')).not.toBeInTheDocument());
    first.view.unmount();

    show({ send: jest.fn() });
    expect(screen.getByRole('radio', { name: '其他' })).toBeChecked();
    expect(box()).toHaveValue('发票抬头');
    expect(screen.getByText('4/10')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '已选照片' })).getAllByRole('img')).toHaveLength(1);
  });

  test('a photo still uploading stops the submit with a toast', async () => {
    backend.faults.add({ path: PICTURES, method: 'POST', delayMs: 400 });
    const send = jest.fn();
    const { ui } = show({ send });
    await userEvent.click(screen.getByRole('radio', { name: '重复扣费' }));
    await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
    await userEvent.click(submit());
    await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('图片上传中，请稍候再提交'));
    expect(send).not.toHaveBeenCalled();
    // Settled before the test ends, so its call cannot reach the next test's server.
    await waitFor(() => expect(within(screen.getByRole('list', { name: '已选照片' })).queryByText('上传中…')).not.toBeInTheDocument());
  });

  test('a failed photo stops the submit until it is retried or removed', async () => {
    backend.faults.add({ path: PICTURES, method: 'POST', code: '500', msg: '上传服务繁忙' });
    const send = jest.fn(() => Promise.resolve({ appealNo: 'AP2' }));
    const { ui } = show({ send });
    await userEvent.click(screen.getByRole('radio', { name: '重复扣费' }));
    await userEvent.click(screen.getByRole('button', { name: '添加照片' }));
    expect(await screen.findByText('上传失败')).toBeInTheDocument();
    await userEvent.click(submit());
    await waitFor(() => expect(ui.toasts.map((t) => t.text)).toContain('有图片上传失败，请重新上传或删除'));
    expect(send).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '删除照片1' }));
    await userEvent.click(submit());
    await waitFor(() => expect(send).toHaveBeenCalledWith({ reason: '重复扣费', description: '', pictures: [] }));
  });

  test("a feature's own words replace the defaults", async () => {
    show({ send: jest.fn(), texts: { reasonLegend: '占位费申诉原因', photosLabel: (n) => `凭证（最多${n}张）`, noReason: '请先选原因' } });
    expect(screen.getByRole('group', { name: '占位费申诉原因' })).toBeInTheDocument();
    expect(screen.getByText('凭证（最多2张）')).toBeInTheDocument();
    await userEvent.click(submit());
    expect(await screen.findByText('请先选原因')).toBeInTheDocument();
  });
});

describe('validateAppeal', () => {
  const rules = { reasons: REASONS, needsDescription: ['其他'] as const, maxLength: 5 };
  test('free text is fine: times and punctuation; only emoji and direction overrides are refused', () => {
    expect(validateAppeal(rules, '重复扣费', '14:05<预期')).toEqual({ description: '问题描述不能超过5个字' });
    expect(validateAppeal(rules, '重复扣费', '14:05')).toEqual({});
    expect(validateAppeal(rules, '重复扣费', '')).toEqual({});
    expect(validateAppeal(rules, null, '')).toEqual({ reason: '请选择申诉原因' });
    expect(validateAppeal(rules, '其他', '   ')).toEqual({ description: '请描述具体问题' });
    expect(validateAppeal(rules, '其他', 'a\u202Eb')).toEqual({ description: '问题描述不能包含不可见的文字方向控制字符' });
  });
});
