import { useCallback, useRef, useState } from 'react';
import type { DialogOptions } from './feedback/types';
import { useFeedback } from './hooks';

/**
 * A question asked in the kit's dialog before a step that cannot be taken back (paying, paying for someone else's
 * car): `ask` opens one dialog however often it is tapped — a second tap in the same frame, before React has drawn
 * the button busy, gets null (not confirmed) — and `asking` is true while it is open, to keep the button busy.
 */
export function useAskOnce(): { ask: <K extends string>(options: DialogOptions<K>) => Promise<K | null>; asking: boolean } {
  const ui = useFeedback();
  const askingRef = useRef(false);
  const [asking, setAsking] = useState(false);
  const ask = useCallback(
    async <K extends string>(options: DialogOptions<K>): Promise<K | null> => {
      if (askingRef.current) return null;
      askingRef.current = true;
      setAsking(true);
      try {
        return await ui.dialog(options);
      } finally {
        askingRef.current = false;
        setAsking(false);
      }
    },
    [ui],
  );
  return { ask, asking };
}
