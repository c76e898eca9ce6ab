import { useCallback, useRef, useState } from 'react';

/**
 * A write sent once however often it is tapped: a second tap while it is on its way does nothing, even before React
 * has drawn the button busy. Refusals are the error catalogue's to tell; the page then shows what the server holds.
 */
export function useOneTap<A extends unknown[]>(send: (...args: A) => Promise<unknown>): [(...args: A) => void, boolean] {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const tap = useCallback(
    (...args: A) => {
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      void send(...args)
        .catch(() => undefined)
        .finally(() => {
          busy.current = false;
          setPending(false);
        });
    },
    [send],
  );
  return [tap, pending];
}
