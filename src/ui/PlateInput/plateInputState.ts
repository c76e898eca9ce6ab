import type { PlateColor } from '@/lib/wire';
import { cellAccepts, isComplete, joinCells, PLATE_CELLS, plateColor, sanitizeCells, splitPlate } from '@/lib/plate';
import { initialKeyboardState, keyboardReducer, type KeyboardState } from '@/ui/keyboard/keyboardReducer';

/** The 8 plate cells (one key each) typed with the plate keyboard, plus the keyboard's visibility and the yellow box. */
export interface PlateInputState {
  kb: KeyboardState;
  open: boolean;
  large: boolean;
}

export type PlateInputAction =
  | { type: 'press'; key: string }
  | { type: 'backspace' }
  | { type: 'focus'; index: number }
  | { type: 'close' }
  | { type: 'setLarge'; large: boolean }
  | { type: 'setPlate'; plateNo: string; large?: boolean };

export function initialPlateInputState(plateNo = ''): PlateInputState {
  const kb = initialKeyboardState(Array.from({ length: PLATE_CELLS }, () => 1), sanitizeCells(splitPlate(plateNo) ?? []));
  return { kb, open: false, large: false };
}

/** Whether the eighth (new-energy) cell can take anything: not on a WJ plate nor after a suffix. */
export function eighthCellUsable(cells: readonly string[]): boolean {
  return cellAccepts(cells, 7, '1');
}

/**
 * Plate rules on top of the keyboard reducer: a key the focused cell does not accept is ignored; a new value
 * clears the later cells it made invalid; focus never rests on an eighth cell that cannot be used.
 */
export function plateInputReducer(state: PlateInputState, action: PlateInputAction): PlateInputState {
  switch (action.type) {
    case 'press': {
      if (!cellAccepts(state.kb.values, state.kb.focus, action.key)) return state;
      const next = keyboardReducer(state.kb, action);
      const values = sanitizeCells(next.values);
      const focus = next.focus === 7 && !eighthCellUsable(values) ? 6 : next.focus;
      return { ...state, kb: { ...next, values, focus } };
    }
    case 'backspace':
      return { ...state, kb: keyboardReducer(state.kb, action) };
    case 'focus':
      if (action.index === 7 && !eighthCellUsable(state.kb.values)) return state;
      return { ...state, open: true, kb: keyboardReducer(state.kb, action) };
    case 'close':
      return state.open ? { ...state, open: false } : state;
    case 'setLarge':
      return { ...state, large: action.large };
    case 'setPlate': {
      const values = sanitizeCells(splitPlate(action.plateNo) ?? []);
      const firstEmpty = values.findIndex((v, i) => v === '' && i < 7);
      return {
        kb: { ...state.kb, values, focus: firstEmpty === -1 ? 6 : firstEmpty },
        open: false,
        large: action.large ?? state.large,
      };
    }
    default:
      return state;
  }
}

export function selectPlate(state: PlateInputState): { plateNo: string; complete: boolean; plateColor: PlateColor } {
  const plateNo = joinCells(state.kb.values);
  return { plateNo, complete: isComplete(state.kb.values), plateColor: plateColor(plateNo, state.large) };
}
