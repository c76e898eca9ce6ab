import type { MouseEvent } from 'react';

/**
 * For a form's submit button: pressing it does not take the focus from the field being typed in. Otherwise the
 * field's blur shows its message, the layout shifts under the finger before the press ends, and the tap misses
 * the button. The submit itself then shows every message.
 */
export const keepFocus = {
  onMouseDown: (e: MouseEvent) => e.preventDefault(),
};
