import type { DialogAction, DialogOptions } from './types';
import styles from './domFeedback.module.css';

/** The dialogs open now: closeDialogs closes them all. */
export type OpenDialogs = Set<{ close: () => void }>;

/** Numbers the dialogs' title and message ids (unique in the document). */
let ids = 0;

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
 * A modal dialog drawn straight into the DOM (domFeedback's `dialog`, loaded with the first one). Modal for the
 * keyboard too: focus starts on the safe action, Tab stays inside, Escape takes the safe action, and focus goes back
 * to where it was when the dialog closes.
 */
export function openDialog<K extends string>(doc: Document, open: OpenDialogs, { title, content, actions, safeKey }: DialogOptions<K>): Promise<K | null> {
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
}
