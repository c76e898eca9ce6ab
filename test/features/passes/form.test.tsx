import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { idCardCheckDigit } from '@/lib/validators';
import { warmPages } from '../../payment/kit';
import { backend } from '../../support/mockServer';
import { renderApp } from '../../support/renderApp';
import { signInAs } from '../../support/session';
import { addPhoto, APPLICATIONS, PASS_PAGES } from './passesKit';

beforeAll(() => warmPages(PASS_PAGES), 120_000);

const FORM = '/mounthlyNotarize?parkId=P1011&ruleId=R5010';

async function openForm() {
  signInAs('A');
  const view = renderApp(FORM);
  await screen.findByRole('textbox', { name: '身份证号' }, { timeout: 15_000 });
  return view;
}

/** A number with the right check digit for its first 17 digits. */
const withCheck = (body17: string) => body17 + idCardCheckDigit(body17);

describe('the ID number, as spec §5 says', () => {
  test.each([
    ['1101051988051212', '身份证长度或格式错误'],
    ['11010519880512123Y', '身份证长度或格式错误'],
    ['11010519880512', '身份证长度或格式错误'],
    ['11010519880512123*', '身份证长度或格式错误'],
    ['110105198805121230', '身份证号非法'], // the check digit does not agree
    [withCheck('11010519921340123'), '身份证号非法'], // the 40th of the 13th month, check digit matching
    [withCheck('99010519880512123'), '身份证号非法'], // no province 99
    [withCheck(`110105${new Date().getFullYear() + 1}0101123`), '身份证号非法'], // born next year
    ['11010519880512123X', null],
    ['110105880512123', null], // an old 15-digit card
  ])('%s → %s', async (id, message) => {
    await openForm();
    const box = screen.getByRole('textbox', { name: '身份证号' });
    await userEvent.type(box, id);
    await userEvent.tab();
    if (message) {
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(box).toHaveAttribute('aria-invalid', 'true');
    } else {
      await waitFor(() => expect(box).not.toHaveAttribute('aria-invalid'));
      expect(screen.queryByText(/身份证/, { selector: '.app-field-error' })).not.toBeInTheDocument();
    }
  });
});

test('nothing is sent until the form is right: plate, name, ID, photos and the notice each say what is missing', async () => {
  await openForm();
  await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
  expect(await screen.findByText('请选择车辆')).toBeInTheDocument();
  expect(screen.getByText('请输入车主姓名')).toBeInTheDocument();
  expect(screen.getByText('请输入身份证号')).toBeInTheDocument();
  expect(screen.getByText('请先阅读并同意《月卡办理须知》')).toBeInTheDocument();
  // Focus goes to the first field that needs fixing, in page order.
  await waitFor(() => expect(screen.getByRole('radio', { name: /京A·12345/ })).toHaveFocus());

  await userEvent.click(screen.getByRole('radio', { name: /京A·12345/ }));
  await userEvent.type(screen.getByRole('textbox', { name: '车主姓名' }), '张伟');
  await userEvent.type(screen.getByRole('textbox', { name: '身份证号' }), '11010519880512123X');
  await userEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
  await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
  expect(await screen.findByText('请上传行驶证照片')).toBeInTheDocument();
  // A start day in the past is refused before the server sees it.
  const day = screen.getByLabelText('开始日期');
  await userEvent.clear(day);
  await userEvent.type(day, '2020-01-01');
  await userEvent.tab();
  expect(await screen.findByText('开始日期不能早于今天')).toBeInTheDocument();
  expect(backend.calls.list(APPLICATIONS, 'POST')).toHaveLength(0);
});

test('a plate of a colour the rule does not take cannot be chosen', async () => {
  await openForm();
  // 居民夜间月卡 takes blue and green plates; 粤B12345 is yellow.
  const yellow = screen.getByRole('radio', { name: /粤B·12345/ });
  expect(yellow).toBeDisabled();
  expect(within(yellow.closest('label') as HTMLElement).getByText('该月卡不适用于黄牌车辆')).toBeInTheDocument();
});

async function fillAll() {
  await userEvent.click(screen.getByRole('radio', { name: /京A·12345/ }));
  await userEvent.type(screen.getByRole('textbox', { name: '车主姓名' }), '张伟');
  await userEvent.type(screen.getByRole('textbox', { name: '身份证号' }), '11010519880512123X');
  await userEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
  await addPhoto();
}

test('a double tap makes one application', async () => {
  // The server takes its time, so the second and third taps land while the first is on its way.
  backend.faults.add({ path: APPLICATIONS, method: 'POST', delayMs: 400 });
  const { router } = await openForm();
  await fillAll();
  const submit = screen.getByRole('button', { name: '提交审核' });
  await userEvent.dblClick(submit);
  await userEvent.click(submit);
  await waitFor(() => expect(router.state.location.pathname).toBe('/submitSuccess'), { timeout: 5000 });
  expect(backend.calls.list(APPLICATIONS, 'POST')).toHaveLength(1);
  expect(backend.db.bagApplications.filter((a) => a.ruleId === 'R5010')).toHaveLength(1);
});

test('a reply lost on the way is asked for again with the same key: still one application', async () => {
  const { router } = await openForm();
  await fillAll();
  // The server makes the application but the answer never arrives (a weak signal).
  backend.faults.add({ path: APPLICATIONS, method: 'POST', networkError: true });
  await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
  await waitFor(() => expect(backend.calls.list(APPLICATIONS, 'POST')).toHaveLength(1));
  await waitFor(() => expect(screen.getByRole('button', { name: '提交审核' })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/submitSuccess'), { timeout: 5000 });
  const calls = backend.calls.list(APPLICATIONS, 'POST');
  expect(calls).toHaveLength(2);
  const [first, second] = calls.map((c) => (c.body as { requestId: string }).requestId);
  expect(first).toBeTruthy();
  expect(second).toBe(first);
});

test('what was typed survives a reload (and a detour to add a plate), and is forgotten once sent', async () => {
  const first = await openForm();
  await userEvent.click(screen.getByRole('radio', { name: /京A·12345/ }));
  await userEvent.type(screen.getByRole('textbox', { name: '车主姓名' }), '张伟');
  await userEvent.type(screen.getByRole('textbox', { name: '身份证号' }), '11010519880512123X');
  await addPhoto();
  first.unmount();

  const { router } = await openForm();
  expect(screen.getByRole('radio', { name: /京A·12345/ })).toBeChecked();
  expect(screen.getByRole('textbox', { name: '车主姓名' })).toHaveValue('张伟');
  expect(screen.getByRole('textbox', { name: '身份证号' })).toHaveValue('11010519880512123X');
  expect(within(screen.getByRole('list', { name: '行驶证照片' })).getAllByRole('img')).toHaveLength(1);
  await userEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
  await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/submitSuccess'), { timeout: 5000 });
  expect(Object.keys(window.sessionStorage).filter((k) => k.includes('passApply'))).toEqual([]);
});

test('a visitor is asked to sign in first, and comes back to the form', async () => {
  const { router } = renderApp(FORM);
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 15_000 });
  expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(FORM);
});
