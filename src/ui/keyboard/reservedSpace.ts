import styles from './Keyboard.module.css';
/**
 * The room at the end of the page while an on-screen keyboard is up, so whatever sits above the sheet can be scrolled
 * into view (styles.keyboardOpen, Keyboard.module.css). Dropping it while the driver is scrolled into it would make the browser
 * pull the page down under their finger (to the top, on a short page) and a tap lands on whatever is there now. So
 * when the last sheet goes, the page keeps the height it is scrolled to and gives it back as the driver scrolls up.
 */
const OPEN_CLASS = styles.keyboardOpen;
let sheets = 0;
let kept: number | null = null;

function letGo() {
  if (kept === null) return;
  kept = null;
  document.documentElement.style.removeProperty('min-height');
  window.removeEventListener('scroll', follow);
}

function keep(height: number) {
  kept = height;
  document.documentElement.style.minHeight = `${height}px`;
  window.addEventListener('scroll', follow, { passive: true });
}

function follow() {
  const root = document.documentElement;
  // Back at the top, or the page grew past the kept height on its own: nothing left to hold up.
  if (kept === null || window.scrollY <= 0 || root.scrollHeight > kept) {
    letGo();
    return;
  }
  const needed = Math.ceil(window.scrollY + window.innerHeight);
  if (needed < kept) {
    kept = needed;
    root.style.minHeight = `${needed}px`;
  }
}

/** Keeps the room while a sheet is up; the function returned gives it back (once, however often it is called). */
export function reserveKeyboardSpace(): () => void {
  sheets += 1;
  letGo();
  document.body.classList.add(OPEN_CLASS);
  let given = false;
  return () => {
    if (given) return;
    given = true;
    sheets -= 1;
    if (sheets > 0) return;
    // Before the room goes, so no layout ever sees the page shorter than where it is scrolled.
    if (window.scrollY > 0) keep(Math.ceil(window.scrollY + window.innerHeight));
    document.body.classList.remove(OPEN_CLASS);
  };
}
