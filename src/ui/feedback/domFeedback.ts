import { constants } from '@config/constants';
import type { DialogOptions, UiEffects } from './types';
import './feedback.css';

/**
 * Toasts and dialogs drawn straight into the DOM. They are needed from the first screen on (any call may fail),
 * so they stay a few hundred bytes instead of pulling a component library onto the home path.
 */
export function createDomFeedback(doc: Document = document): UiEffects {
  const open = new Set<{ close: () => void }>();
  let toastEl: HTMLElement | null = null;
  let toastTimer: ReturnType<typeof setTimeout> | undefined;

  return {
    toast(text, ms = constants.toastMs) {
      if (!toastEl || !toastEl.isConnected) {
        toastEl = doc.createElement('div');
        toastEl.className = 'da-toast';
        toastEl.setAttribute('role', 'status');
        toastEl.setAttribute('aria-live', 'polite');
        doc.body.appendChild(toastEl);
      }
      toastEl.textContent = text;
      clearTimeout(toastTimer);
      toastTimer = setTimeout(() => {
        toastEl?.remove();
        toastEl = null;
      }, ms);
    },

    dialog<K extends string>({ title, content, actions }: DialogOptions<K>) {
      return new Promise<K | null>((resolve) => {
        const mask = doc.createElement('div');
        mask.className = 'da-dialog-mask';
        const box = doc.createElement('div');
        box.className = 'da-dialog';
        box.setAttribute('role', 'alertdialog');
        box.setAttribute('aria-modal', 'true');
        const id = `da-dialog-${Math.random().toString(36).slice(2)}`;
        if (title) {
          const h = doc.createElement('h2');
          h.className = 'da-dialog-title';
          h.id = `${id}-title`;
          h.textContent = title;
          box.appendChild(h);
          box.setAttribute('aria-labelledby', h.id);
        }
        const p = doc.createElement('p');
        p.className = 'da-dialog-content';
        p.id = `${id}-content`;
        p.textContent = content;
        box.setAttribute('aria-describedby', p.id);
        if (!title) box.setAttribute('aria-label', content);
        box.appendChild(p);
        const bar = doc.createElement('div');
        bar.className = `da-dialog-actions${actions.length > 2 ? ' da-dialog-actions--stacked' : ''}`;
        const entry = {
          close: () => {
            mask.remove();
            open.delete(entry);
          },
        };
        for (const a of actions) {
          const b = doc.createElement('button');
          b.type = 'button';
          b.className = a.primary ? 'da-dialog-button da-dialog-button--primary' : 'da-dialog-button';
          b.textContent = a.text;
          b.addEventListener('click', () => {
            entry.close();
            resolve(a.key);
          }, { once: true });
          bar.appendChild(b);
        }
        box.appendChild(bar);
        mask.appendChild(box);
        doc.body.appendChild(mask);
        open.add({ close: () => { entry.close(); resolve(null); } });
        (bar.querySelector('.da-dialog-button--primary') as HTMLElement | null)?.focus();
      });
    },

    closeDialogs() {
      for (const d of [...open]) d.close();
      open.clear();
    },
  };
}
