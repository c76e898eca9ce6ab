import { constants } from '@config/constants';
import type { DialogAction, DialogOptions, UiEffects } from './types';
import styles from './domFeedback.module.css';

/**
 * The action a dialog starts on and Escape takes: the one that changes nothing. Explicit `safeKey` wins; with
 * several actions it is the first that is not primary (取消); a single action is focused but Escape dismisses
 * it without choosing it (its effect may be drastic, e.g. closing the webview).
 */
function safeAction<K extends string>(actions: DialogAction<K>[], safeKey?: K): { focus?: DialogAction<K>; escape?: K } {
  if (safeKey) return { focus: actions.find((a) => a.key === safeKey), escape: safeKey };
  if (actions.length === 1) return { focus: actions[0] };
  const calm = actions.find((a) => !a.primary);
  return { focus: calm ?? actions[0], escape: calm?.key };
}

/**
 * Toasts and dialogs drawn straight into the DOM. They are needed from the first screen on (any call may fail),
 * so they stay a few hundred bytes instead of pulling a component library onto the home path; they are styled
 * on the theme tokens like antd-mobile's, and every page reaches them through `useFeedback`, so a message looks
 * and behaves the same wherever it comes from.
 *
 * A dialog is modal for the keyboard too: focus starts on the safe action, Tab stays inside, Escape takes the
 * safe action, and focus goes back to where it was when the dialog closes.
 */
export function createDomFeedback(doc: Document = document): UiEffects {
  const open = new Set<{ close: () => void }>();
  let toastEl: HTMLElement | null = null;
  let toastTimer: ReturnType<typeof setTimeout> | undefined;
  let toastOutlivesPage = false;
  // Raised in the turn still running: a navigation that starts in it is the one this toast announces.
  let toastJustRaised = false;
  let ids = 0;

  const removeToast = () => {
    clearTimeout(toastTimer);
    toastEl?.remove();
    toastEl = null;
  };

  return {
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

    dialog<K extends string>({ title, content, actions, safeKey }: DialogOptions<K>) {
      return new Promise<K | null>((resolve) => {
        const returnTo = doc.activeElement as HTMLElement | null;
        const id = `da-dialog-${(ids += 1)}`;
        const mask = doc.createElement('div');
        mask.className = styles.dialogMask;
        const box = doc.createElement('div');
        box.className = styles.dialog;
        box.setAttribute('role', 'alertdialog');
        box.setAttribute('aria-modal', 'true');
        if (title) {
          const h = doc.createElement('h2');
          h.className = styles.dialogTitle;
          h.id = `${id}-title`;
          h.textContent = title;
          box.appendChild(h);
          box.setAttribute('aria-labelledby', h.id);
        }
        const p = doc.createElement('p');
        p.className = styles.dialogContent;
        p.id = `${id}-content`;
        p.textContent = content;
        box.setAttribute('aria-describedby', p.id);
        if (!title) box.setAttribute('aria-label', content);
        box.appendChild(p);
        const bar = doc.createElement('div');
        bar.className = actions.length > 2 ? `${styles.dialogActions} ${styles.dialogActionsStacked}` : styles.dialogActions;

        const safe = safeAction(actions, safeKey);
        const buttons: HTMLButtonElement[] = [];
        let done = false;
        const entry = {
          close: (answer: K | null = null) => {
            if (done) return;
            done = true;
            mask.remove();
            open.delete(entry);
            doc.removeEventListener('keydown', onKey, true);
            if (returnTo?.isConnected) returnTo.focus();
            resolve(answer);
          },
        };
        function onKey(e: KeyboardEvent) {
          if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            entry.close(safe.escape ?? null);
          } else if (e.key === 'Tab') {
            // Focus stays among the dialog's buttons.
            const i = buttons.indexOf(doc.activeElement as HTMLButtonElement);
            const next = e.shiftKey ? (i <= 0 ? buttons.length - 1 : i - 1) : (i + 1) % buttons.length;
            e.preventDefault();
            buttons[next]?.focus();
          }
        }
        for (const a of actions) {
          const b = doc.createElement('button');
          b.type = 'button';
          b.className = a.primary ? `${styles.dialogButton} ${styles.dialogButtonPrimary}` : styles.dialogButton;
          b.textContent = a.text;
          b.addEventListener('click', () => entry.close(a.key), { once: true });
          bar.appendChild(b);
          buttons.push(b);
        }
        box.appendChild(bar);
        mask.appendChild(box);
        doc.body.appendChild(mask);
        open.add(entry);
        doc.addEventListener('keydown', onKey, true);
        buttons[actions.indexOf(safe.focus as DialogAction<K>)]?.focus();
      });
    },

    closeDialogs() {
      for (const d of [...open]) d.close();
    },
  };
}
