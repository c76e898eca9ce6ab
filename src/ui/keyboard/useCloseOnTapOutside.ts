import { useEffect, type RefObject } from 'react';

/**
 * Closes an on-screen keyboard when the driver taps outside `root`: on the click, not on touch-down. Closed on
 * touch-down, the sheet and its room went while the finger was still on the glass, the page moved, and the tap
 * ended on whatever was under the finger then. By the click the browser has chosen its target, so the
 * button the driver aimed at gets the tap and the sheet goes with it. A finger that scrolls sends no click and
 * leaves the keyboard up.
 */
export function useCloseOnTapOutside(root: RefObject<HTMLElement | null>, open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return undefined;
    const onClick = (e: MouseEvent) => {
      if (root.current && e.target instanceof Node && !root.current.contains(e.target)) close();
    };
    // Capture: a control that stops its click from bubbling (a popup, a list row) still closes the sheet.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [root, open, close]);
}
