import { useCallback, useMemo, useReducer } from 'react';
import { platePlaceholder } from '@/lib/plate';
import { initialPlateInputState, plateInputReducer, selectPlate } from './plateInputState';

/**
 * The state of one plate input. The caller owns the query button: `isComplete` says when the first seven cells
 * are filled; `plateNo` and `plateColor` are what to send.
 */
export function usePlateInput(options: { province?: string; initialPlate?: string } = {}) {
  const [state, dispatch] = useReducer(plateInputReducer, options.initialPlate ?? '', initialPlateInputState);
  const derived = useMemo(() => selectPlate(state), [state]);
  const setPlate = useCallback((plateNo: string, large?: boolean) => dispatch({ type: 'setPlate', plateNo, large }), []);
  const close = useCallback(() => dispatch({ type: 'close' }), []);
  return {
    state,
    dispatch,
    cells: state.kb.values,
    plateNo: derived.plateNo,
    isComplete: derived.complete,
    plateColor: derived.plateColor,
    large: state.large,
    placeholder: platePlaceholder(options.province ?? '京'),
    setPlate,
    close,
  };
}

export type PlateInputControl = ReturnType<typeof usePlateInput>;
