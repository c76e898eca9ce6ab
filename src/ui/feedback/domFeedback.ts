import { constants } from '@config/constants';
import type { DialogOptions, UiEffects } from './types';
import styles from './domFeedback.module.css';
import type { OpenDialogs } from './domDialog';

/**
 * Toasts and dialogs drawn straight into the DOM. They are needed from the first screen on (any call may fail),
 * so they stay a few hundred bytes instead of pulling a component library onto the home path; they are styled
 * on the theme tokens like antd-mobile's, and every page reaches them through `useFeedback`, so a message looks
 * and behaves the same wherever it comes from.
 *
 * A dialog is modal for the keyboard too (domDialog.ts).
 */
export function createDomFeedback(doc: Document = document): UiEffects {
  const open: OpenDialogs = new Set();
  let toastEl: HTMLElement | null = null;
  let toastTimer: ReturnType<typeof setTimeout> | undefined;
  let toastOutlivesPage = false;
  // Raised in the turn still running: a navigation that starts in it is the one this toast announces.
  let toastJustRaised = false;
  let closings = 0;

  const removeToast = () => {
    clearTimeout(toastTimer);
    toastEl?.remove();
    toastEl = null;
  };

  const effects: UiEffects = {
    toast(text, ms = constants.toastMs, options = {}) {
      if (!toastEl || !toastEl.isConnected) {
        toastEl = doc.createElement('div');
        toastEl.className = styles.toast;
        toastEl.setAttribute('role', 'status');
        toastEl.setAttribute('aria-live', 'polite');
        doc.body.appendChild(toastEl);
      }
      toastEl.textContent = text;
      toastOutlivesPage = !!options.outlivesPage;
      toastJustRaised = true;
      queueMicrotask(() => {
        toastJustRaised = false;
      });
      clearTimeout(toastTimer);
      toastTimer = setTimeout(removeToast, ms);
    },

    pageLeft() {
      // The toast announcing this very navigation goes along, and is the next page's from then on.
      if (toastJustRaised || toastOutlivesPage) return;
      removeToast();
    },

    dialog<K extends string>(options: DialogOptions<K>) {
      // The dialog's code is a chunk of its own (the first screen rarely needs one; it is fetched once the page is
      // idle). Should it not come (no network on a first visit), the message is still said, and nothing is chosen.
      const asked = closings;
      return import(/* webpackChunkName: "dialog" */ './domDialog').then(
        // Closed before it could open (a timed redirect closed every dialog): it never opens.
        (m) => (asked === closings ? m.openDialog(doc, open, options) : null),
        () => {
          effects.toast(options.content);
          return null;
        },
      );
    },

    closeDialogs() {
      closings += 1;
      for (const d of [...open]) d.close();
    },
  };
  return effects;
}
