import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from 'antd-mobile';
import { CheckField } from '@/ui/form/CheckField';
import { Field } from '@/ui/form/Field';
import { useForm, type ShowErrors } from '@/ui/form/useForm';

beforeEach(() => window.sessionStorage.clear());

interface Values {
  name: string;
  phone: string;
  password: string;
  agreed: boolean;
}

const initial: Values = { name: '', phone: '', password: '', agreed: false };

function validate(v: Values) {
  return {
    name: v.name === '' ? '请输入姓名' : null,
    phone: /^\d{11}$/.test(v.phone) ? null : '请输入正确的手机号',
    password: v.password === '' ? '请输入密码' : null,
    agreed: v.agreed ? null : '请先同意',
  };
}

interface Props {
  onSubmit: (v: Values) => Promise<void> | void;
  showErrors?: ShowErrors;
  /** The server refuses the phone. */
  refusePhone?: boolean;
}

/** A form as a page builds it: antd-mobile Input in Field, a plain input, a CheckField; phone first on screen. */
function Demo({ onSubmit, showErrors = 'submit', refusePhone = false }: Props) {
  const form = useForm<Values>({
    initial,
    draftKey: 'demo',
    validate,
    showErrors,
    onSubmit: async (v, { setFieldError, clear }) => {
      await onSubmit(v);
      if (refusePhone) setFieldError('phone', '该手机号已被使用');
      else clear();
    },
  });
  return (
    <form onSubmit={form.submit} noValidate>
      <Field id={form.id('phone')} label="手机号" error={form.errors.phone}>
        <Input id={form.id('phone')} value={form.values.phone} onChange={(phone) => form.set({ phone })} onBlur={() => form.touch('phone')} />
      </Field>
      <Field id={form.id('name')} label="姓名" error={form.errors.name}>
        <input id={form.id('name')} value={form.values.name} onChange={(e) => form.set({ name: e.target.value })} onBlur={() => form.touch('name')} />
      </Field>
      <Field id={form.id('password')} label="密码" error={form.errors.password}>
        <Input id={form.id('password')} type="password" value={form.values.password} onChange={(password) => form.set({ password })} />
      </Field>
      <CheckField id={form.id('agreed')} checked={form.values.agreed} onChange={(agreed) => form.set({ agreed })} error={form.errors.agreed}>
        我已阅读并同意
      </CheckField>
      {form.formError ? <p role="alert">{form.formError}</p> : null}
      <button type="submit">{form.pending ? '提交中…' : '提交'}</button>
    </form>
  );
}

const submit = () => screen.getByRole('button', { name: /提交/ });
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('手机号'), '13800138000');
  await user.type(screen.getByLabelText('姓名'), '张伟');
  await user.type(screen.getByLabelText('密码'), 'Secret123');
  await user.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
}

test('a refused submit shows every message, marks the controls and focuses the first invalid field on screen', async () => {
  const onSubmit = jest.fn();
  const user = userEvent.setup();
  render(<Demo onSubmit={onSubmit} />);
  expect(alerts()).toEqual([]);
  await user.type(screen.getByLabelText('姓名'), '张伟');
  await user.click(submit());
  expect(alerts()).toEqual(['请输入正确的手机号', '请输入密码', '请先同意']);
  // Phone comes first in the page although name comes first in the values: the page order decides.
  await waitFor(() => expect(screen.getByLabelText('手机号')).toHaveFocus());
  expect(screen.getByLabelText('手机号')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('手机号')).toHaveAccessibleDescription('请输入正确的手机号');
  expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  expect(onSubmit).not.toHaveBeenCalled();

  // 'submit' mode: editing a field hides its message until the next try.
  await user.type(screen.getByLabelText('手机号'), '123');
  expect(alerts()).toEqual(['请输入密码', '请先同意']);
  expect(screen.getByLabelText('手机号')).not.toHaveAttribute('aria-invalid');
  await user.click(submit());
  expect(alerts()).toEqual(['请输入正确的手机号', '请输入密码', '请先同意']);
});

test('the checkbox takes the focus when it is the only thing missing, and can be ticked from the keyboard', async () => {
  const user = userEvent.setup();
  render(<Demo onSubmit={jest.fn()} />);
  await user.type(screen.getByLabelText('手机号'), '13800138000');
  await user.type(screen.getByLabelText('姓名'), '张伟');
  await user.type(screen.getByLabelText('密码'), 'Secret123');
  await user.click(submit());
  const box = screen.getByRole('checkbox', { name: '我已阅读并同意' });
  await waitFor(() => expect(box).toHaveFocus());
  await user.keyboard(' ');
  expect(box).toBeChecked();
  expect(alerts()).toEqual([]);
});

test("'touched' mode: a message shows once the field was left, then follows what is typed", async () => {
  const user = userEvent.setup();
  render(<Demo onSubmit={jest.fn()} showErrors="touched" />);
  await user.type(screen.getByLabelText('姓名'), '张');
  expect(alerts()).toEqual([]);
  await user.click(screen.getByLabelText('手机号'));
  await user.type(screen.getByLabelText('手机号'), '1');
  await user.tab();
  expect(alerts()).toEqual(['请输入正确的手机号']);
  await user.type(screen.getByLabelText('手机号'), '3800138000');
  expect(alerts()).toEqual([]);
});

test("'change' mode: messages as typed", async () => {
  const user = userEvent.setup();
  render(<Demo onSubmit={jest.fn()} showErrors="change" />);
  expect(alerts()).toEqual(['请输入正确的手机号', '请输入姓名', '请输入密码', '请先同意']);
  await user.type(screen.getByLabelText('姓名'), '张');
  expect(alerts()).not.toContain('请输入姓名');
});

test('single flight: a second and third submit while one is in flight do nothing', async () => {
  let finish: () => void = () => undefined;
  const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const user = userEvent.setup();
  render(<Demo onSubmit={onSubmit} />);
  await fillValid(user);
  await user.dblClick(submit());
  await user.click(submit());
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(onSubmit).toHaveBeenCalledWith({ name: '张伟', phone: '13800138000', password: 'Secret123', agreed: true });
  expect(submit()).toHaveTextContent('提交中…');
  await act(async () => finish());
  expect(submit()).toHaveTextContent('提交');
  // Done: another submit goes through.
  await fillValid(user);
  await user.click(submit());
  expect(onSubmit).toHaveBeenCalledTimes(2);
});

test('both taps of a double tap land before React re-renders: still one submit', async () => {
  const onSubmit = jest.fn(() => new Promise<void>(() => undefined));
  const user = userEvent.setup();
  render(<Demo onSubmit={onSubmit} />);
  await fillValid(user);
  const form = submit().closest('form')!;
  act(() => {
    form.requestSubmit();
    form.requestSubmit();
  });
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

test('a server refusal on a field: shown, focused, gone once the field is edited', async () => {
  const user = userEvent.setup();
  render(<Demo onSubmit={jest.fn()} refusePhone />);
  await fillValid(user);
  await user.click(submit());
  expect(await screen.findByText('该手机号已被使用')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('手机号')).toHaveFocus());
  await user.type(screen.getByLabelText('手机号'), '9');
  expect(screen.queryByText('该手机号已被使用')).not.toBeInTheDocument();
});

test('the draft survives a remount (a reload, a detour to /login); the password never reaches storage', async () => {
  const user = userEvent.setup();
  const first = render(<Demo onSubmit={jest.fn()} />);
  await fillValid(user);
  expect(window.sessionStorage.getItem('formDraft:demo')).not.toContain('Secret123');
  first.unmount();

  render(<Demo onSubmit={jest.fn()} />);
  expect(screen.getByLabelText('手机号')).toHaveValue('13800138000');
  expect(screen.getByLabelText('姓名')).toHaveValue('张伟');
  expect(screen.getByRole('checkbox', { name: '我已阅读并同意' })).toBeChecked();
  expect(screen.getByLabelText('密码')).toHaveValue('');
});

test('a successful submit that clears: the draft is gone and the form is empty again', async () => {
  const user = userEvent.setup();
  render(<Demo onSubmit={jest.fn()} />);
  await fillValid(user);
  await user.click(submit());
  await waitFor(() => expect(screen.getByLabelText('手机号')).toHaveValue(''));
  expect(window.sessionStorage.getItem('formDraft:demo')).toBeNull();
  expect(alerts()).toEqual([]);
});

test('an unexpected throw in onSubmit frees the form and says so', async () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  render(<Demo onSubmit={() => Promise.reject(new Error('bug'))} />);
  await fillValid(user);
  await user.click(submit());
  expect(await screen.findByText('操作失败，请稍后重试')).toBeInTheDocument();
  expect(submit()).toHaveTextContent('提交');
  spy.mockRestore();
});
