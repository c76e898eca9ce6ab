import { initialKeyboardState, keyboardReducer, type KeyboardAction, type KeyboardState } from '@/ui/keyboard/keyboardReducer';

const st = (values: string[], focus: number, maxLengths: number[]): KeyboardState => ({ values, focus, maxLengths });
const press = (key: string): KeyboardAction => ({ type: 'press', key });
const back: KeyboardAction = { type: 'backspace' };

describe('press', () => {
  test.each([
    ['appends to a longer input', st(['12'], 0, [6]), press('3'), st(['123'], 0, [6])],
    ['appends until the maximum, then stays', st(['12345'], 0, [6]), press('6'), st(['123456'], 0, [6])],
    ['ignores a press past the maximum', st(['123456'], 0, [6]), press('7'), st(['123456'], 0, [6])],
    ['moves on when the press fills the input', st(['12345', ''], 0, [6, 4]), press('6'), st(['123456', ''], 1, [6, 4])],
    ['replaces a single-length input and moves on', st(['京', 'A'], 0, [1, 1]), press('沪'), st(['沪', 'A'], 1, [1, 1])],
    ['fills an empty single-length input', st(['', ''], 0, [1, 1]), press('京'), st(['京', ''], 1, [1, 1])],
    ['a multi-character key fills one single-length cell', st(['', ''], 0, [1, 1]), press('WJ'), st(['WJ', ''], 1, [1, 1])],
    ['stays on the last input', st(['京', ''], 1, [1, 1]), press('A'), st(['京', 'A'], 1, [1, 1])],
    ['a multi-character key that does not fit is ignored', st(['12345'], 0, [6]), press('应急'), st(['12345'], 0, [6])],
    ['an empty key does nothing', st([''], 0, [3]), press(''), st([''], 0, [3])],
  ])('%s', (_name, before, action, after) => {
    expect(keyboardReducer(before, action)).toEqual(after);
  });
});

describe('backspace', () => {
  test.each([
    ['clears a filled input', st(['京', 'A', ''], 1, [1, 1, 1]), st(['京', '', ''], 1, [1, 1, 1])],
    ['clears a longer input entirely', st(['1234'], 0, [6]), st([''], 0, [6])],
    ['moves to the previous input when empty', st(['京', 'A', ''], 2, [1, 1, 1]), st(['京', 'A', ''], 1, [1, 1, 1])],
    ['does nothing on the first input when empty', st(['', ''], 0, [1, 1]), st(['', ''], 0, [1, 1])],
  ])('%s', (_name, before, after) => {
    expect(keyboardReducer(before, back)).toEqual(after);
  });
});

test('focus and set', () => {
  const s = initialKeyboardState([1, 1, 3]);
  expect(s).toEqual(st(['', '', ''], 0, [1, 1, 3]));
  expect(keyboardReducer(s, { type: 'focus', index: 2 }).focus).toBe(2);
  expect(keyboardReducer(s, { type: 'focus', index: 3 })).toBe(s);
  expect(keyboardReducer(s, { type: 'set', values: ['WJ', 'A', '12345'] }).values).toEqual(['WJ', 'A', '123']);
});

test('the reducer never mutates its input', () => {
  const s = st(['京', ''], 0, [1, 1]);
  const copy = JSON.parse(JSON.stringify(s));
  keyboardReducer(s, press('沪'));
  keyboardReducer(s, back);
  expect(s).toEqual(copy);
});
