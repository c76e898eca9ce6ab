import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { Keyboard } from '@/ui/keyboard/Keyboard';
import type { KeyboardLayout } from '@/ui/keyboard/layouts';
import { initialKeyboardState, keyboardReducer } from '@/ui/keyboard/keyboardReducer';

/** A keyboard typing into one visible input of `max` characters, the way a page would wire it. */
function Harness({ layout, max, onDone = () => undefined }: { layout: KeyboardLayout; max: number; onDone?: () => void }) {
  const [s, dispatch] = useReducer(keyboardReducer, initialKeyboardState([max]));
  return (
    <>
      <output aria-label="值">{s.values[0]}</output>
      <Keyboard layout={layout} open plateBoard="chars" onKey={(key) => dispatch({ type: 'press', key })}
        onBackspace={() => dispatch({ type: 'backspace' })} onDone={onDone} />
    </>
  );
}

test('the number pad types up to the maximum, backspace clears, 完成 reports', async () => {
  const done = jest.fn();
  render(<Harness layout="number" max={4} onDone={done} />);
  const kb = screen.getByRole('group', { name: '键盘' });
  for (const k of ['1', '2', '3', '4', '5']) await userEvent.click(within(kb).getByRole('button', { name: k }));
  expect(screen.getByLabelText('值')).toHaveTextContent(/^1234$/);
  await userEvent.click(screen.getByRole('button', { name: '删除' }));
  expect(screen.getByLabelText('值')).toBeEmptyDOMElement();
  await userEvent.click(screen.getByRole('button', { name: '完成' }));
  expect(done).toHaveBeenCalledTimes(1);
});

test('full has I and O; compact (VIN) has neither I, O nor Q', () => {
  const { unmount } = render(<Harness layout="full" max={17} />);
  for (const k of ['I', 'O', 'Q', '0']) expect(screen.getByRole('button', { name: k })).toBeInTheDocument();
  unmount();
  render(<Harness layout="compact" max={17} />);
  for (const k of ['I', 'O', 'Q']) expect(screen.queryByRole('button', { name: k })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'W' })).toBeInTheDocument();
});

test('the plate layout shows provinces, letters without I/O, and a second board of special plates', async () => {
  const onKey = jest.fn();
  const { rerender } = render(
    <Keyboard layout="plate" open plateBoard="province" onKey={onKey} onBackspace={jest.fn()} onDone={jest.fn()} label="车牌键盘" />,
  );
  const kb = screen.getByRole('group', { name: '车牌键盘' });
  expect(within(kb).getAllByRole('button', { name: /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼]$/ })).toHaveLength(31);
  await userEvent.click(screen.getByRole('button', { name: '特殊车牌键盘' }));
  for (const name of ['WJ 武警车牌', '港 香港车牌', '澳 澳门车牌', '学 教练车牌', '警 警用车牌', '挂 挂车车牌', '应急 应急车牌']) {
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  }
  await userEvent.click(screen.getByRole('button', { name: 'WJ 武警车牌' }));
  expect(onKey).toHaveBeenCalledWith('WJ');
  // a special key sends the driver back to the first board
  expect(screen.getByRole('button', { name: '京' })).toBeInTheDocument();

  rerender(<Keyboard layout="plate" open plateBoard="chars" onKey={onKey} onBackspace={jest.fn()} onDone={jest.fn()}
    isKeyEnabled={(k) => !/\d/.test(k)} />);
  expect(screen.queryByRole('button', { name: 'I' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'O' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'A' })).toBeEnabled();
  expect(screen.getByRole('button', { name: '1' })).toBeDisabled();
});

test('a closed keyboard renders nothing; an open one leaves room at the end of the page', () => {
  const { rerender } = render(<Keyboard layout="number" open onKey={jest.fn()} onBackspace={jest.fn()} onDone={jest.fn()} />);
  expect(document.body).toHaveClass('keyboardOpen');
  rerender(<Keyboard layout="number" open={false} onKey={jest.fn()} onBackspace={jest.fn()} onDone={jest.fn()} />);
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
  expect(document.body).not.toHaveClass('keyboardOpen');
});

test('tapping a key does not take focus from the input it types into', async () => {
  render(
    <>
      <button type="button">输入框</button>
      <Harness layout="full" max={6} />
    </>,
  );
  const input = screen.getByRole('button', { name: '输入框' });
  input.focus();
  await userEvent.click(screen.getByRole('button', { name: 'A' }));
  await userEvent.click(screen.getByRole('button', { name: '删除' }));
  await userEvent.click(screen.getByRole('button', { name: '7' }));
  expect(screen.getByLabelText('值')).toHaveTextContent(/^7$/);
  expect(input).toHaveFocus();
});

test('with focus on a key, a physical keyboard types letters and digits, Backspace deletes, Escape is 完成', async () => {
  const done = jest.fn();
  render(<Harness layout="compact" max={6} onDone={done} />);
  screen.getByRole('button', { name: 'W' }).focus();
  await userEvent.keyboard('a1i{Backspace}b2');
  // I is not on the compact (VIN) board, so it types nothing; Backspace cleared the input
  expect(screen.getByLabelText('值')).toHaveTextContent(/^B2$/);
  expect(done).not.toHaveBeenCalled();
  await userEvent.keyboard('{Escape}');
  expect(done).toHaveBeenCalledTimes(1);
});

test('every key has an accessible name that contains what is written on it', () => {
  render(<Keyboard layout="plate" open plateBoard="province" onKey={jest.fn()} onBackspace={jest.fn()} onDone={jest.fn()} label="车牌键盘" />);
  const keys = within(screen.getByRole('group', { name: '车牌键盘' })).getAllByRole('button');
  expect(keys.length).toBeGreaterThan(30);
  for (const k of keys) {
    const face = k.textContent ?? '';
    expect(k).toHaveAccessibleName(expect.stringContaining(face));
    expect(k).toHaveAccessibleName(expect.stringMatching(/\S/));
  }
});
