import { useCallback, useRef, useState } from 'react';

/**
 * Runs one submission at a time: a second tap while the first is in flight is ignored, even when both taps land
 * before React re-renders the disabled button. `pending` drives the button's disabled state and its label.
 */
export function useSingleFlight() {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await task();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
