import type { SendResult } from '@/api/request';
import { afterNextPaint } from '@/lib/nextTask';
import { glanceOf, glanceReads, type GlanceView } from './glances';
import styles from './Glance.module.css';

/**
 * A page opened from a reminder shows its title and figure as soon as its early answers are in (glances.ts), drawn
 * here as plain markup over the page, while the app's code is still on its way or starting: on a cheap phone that is
 * seconds sooner than the app's own page. Nothing on it can be tapped, and it takes the taps itself (not inert: an
 * inert cover would let a tap through to the page under it, the pay button among them); screen readers skip it (the
 * app's page under it is the one they read). Its last line says the page is opening. It goes as soon as the app's page is there
 * (a heading in #root and nothing of it still loading, or a moment after its heading at most), and is never drawn
 * once the app has drawn the page first.
 */

/** Once the app's page has its heading, the glance gives way this soon even if parts of the page are still loading. */
const YIELD_AFTER_HEADING_MS = 800;
/** A glance never outlives this: if the app has not come by then, what #root says (its error page) must be seen. */
const AT_MOST_MS = 20_000;

function appHasPage(root: HTMLElement): 'none' | 'heading' | 'ready' {
  if (!root.querySelector('h1')) return 'none';
  return root.querySelector('[aria-busy="true"]') ? 'heading' : 'ready';
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

function draw(view: GlanceView): HTMLElement {
  const glance = element('div', styles.glance);
  glance.setAttribute('data-glance', '');
  glance.setAttribute('aria-hidden', 'true');
  glance.append(element('div', styles.title, view.title));
  const card = element('div', styles.card);
  if (view.place) card.append(element('p', styles.place, view.place));
  for (const r of view.rows) {
    const line = element('p', r.figure ? `${styles.row} ${styles.figure}` : styles.row);
    if (r.figure) {
      line.setAttribute('data-figure', '');
      // Its paint is the page's figure time in the field reports (src/app/field), as the page's own figure's is.
      line.setAttribute('elementtiming', 'figure');
    }
    if (r.label) line.append(element('span', styles.label, r.label), ' ');
    line.append(element('strong', styles.value, r.value));
    card.append(line);
  }
  glance.append(card, element('p', styles.opening, '正在打开页面…'));
  return glance;
}

/** Once the HTML has been read as far as #root (the early script runs from <head>), or to its end without one. */
function rootParsed(): Promise<void> {
  if (document.getElementById('root') || document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/**
 * Draws the glance of the page at `pathname` once the early answers it reads are in, unless the app got there first. Settles
 * once the glance has been painted, or as soon as it is known there will be none: the page's start waits for that
 * (index.html's start script, `window.__driverGlance`), or on a returning phone the app's code, there at once, takes
 * the main thread for a second or two before the glance could draw.
 */
export function showGlance(pathname: string, answers: Promise<SendResult>[]): Promise<void> {
  return Promise.all(answers.slice(0, glanceReads(pathname))).then(async (results) => {
    await rootParsed();
    // The glance stands in for index.html's #root while the app has not drawn it: without one there is no page to cover.
    const found = document.getElementById('root');
    if (!found || appHasPage(found) !== 'none') return undefined;
    const root: HTMLElement = found;
    const view = glanceOf(pathname, results.map((r) => (r.ok ? r.data : undefined)));
    if (!view || !document.body) return undefined;
    const glance = draw(view);
    document.body.append(glance);
    let yielding = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const observer = new MutationObserver(() => check());
    const gone = () => {
      observer.disconnect();
      timers.forEach(clearTimeout);
      glance.remove();
    };
    function check() {
      const state = appHasPage(root);
      if (state === 'ready') return gone();
      if (state === 'heading' && !yielding) {
        yielding = true;
        timers.push(setTimeout(gone, YIELD_AFTER_HEADING_MS));
      }
    }
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
    timers.push(setTimeout(gone, AT_MOST_MS));
    return afterNextPaint();
  });
}
