/**
 * What a key press does to the inputs an on-screen keyboard types into (spec section 2), as a pure reducer.
 *
 * - A press appends the key to the focused input until the input's maximum length; a press that would go past
 *   it is ignored.
 * - A single-length input (maximum 1, e.g. a plate cell) is replaced instead of appended to. A key may be more
 *   than one character ('WJ', '应急'): in a single-length input it still counts as one.
 * - When the press fills the input, focus moves to the next input (if there is one).
 * - Backspace clears the focused input; when it is already empty, focus moves to the previous input.
 */
export interface KeyboardState {
  /** One value per input. */
  values: string[];
  /** The focused input. */
  focus: number;
  /** Each input's maximum length (the keyboard's maximum comes from the input, spec section 9). */
  maxLengths: number[];
}

export type KeyboardAction =
  | { type: 'press'; key: string }
  | { type: 'backspace' }
  | { type: 'focus'; index: number }
  | { type: 'set'; values: string[] };

export function initialKeyboardState(maxLengths: number[], values: string[] = []): KeyboardState {
  return { values: maxLengths.map((_, i) => values[i] ?? ''), focus: 0, maxLengths: [...maxLengths] };
}

function withValue(state: KeyboardState, index: number, value: string): string[] {
  const values = [...state.values];
  values[index] = value;
  return values;
}

export function keyboardReducer(state: KeyboardState, action: KeyboardAction): KeyboardState {
  const last = state.maxLengths.length - 1;
  switch (action.type) {
    case 'press': {
      const i = state.focus;
      const max = state.maxLengths[i] ?? 0;
      const current = state.values[i] ?? '';
      if (max <= 0 || action.key === '') return state;
      let next: string;
      if (max === 1) next = action.key;
      else if (current.length + action.key.length <= max) next = current + action.key;
      else return state;
      const full = max === 1 || next.length >= max;
      return { ...state, values: withValue(state, i, next), focus: full && i < last ? i + 1 : i };
    }
    case 'backspace': {
      const i = state.focus;
      if ((state.values[i] ?? '') !== '') return { ...state, values: withValue(state, i, '') };
      return i > 0 ? { ...state, focus: i - 1 } : state;
    }
    case 'focus':
      return action.index >= 0 && action.index <= last ? { ...state, focus: action.index } : state;
    case 'set':
      return { ...state, values: state.maxLengths.map((max, i) => (action.values[i] ?? '').slice(0, max === 1 ? undefined : max)) };
    default:
      return state;
  }
}
