import { useEffect, useState, type KeyboardEvent } from 'react';
import { keepFocus, type KeyboardProps } from './Keyboard';
import { BOARDS, KEY_LABELS, type KeyboardLayout } from './layouts';
import { physicalKey } from './physicalKeys';
import { reserveKeyboardSpace } from './reservedSpace';
import styles from './Keyboard.module.css';

/** Every key a physical keyboard can type on this layout (provinces and special plates need the sheet). */
const TYPEABLE: Record<KeyboardLayout, ReadonlySet<string>> = {
  full: new Set(BOARDS.full.flat()),
  compact: new Set(BOARDS.compact.flat()),
  number: new Set(BOARDS.number.flat()),
  plate: new Set(BOARDS.plateChars.flat()),
};

/** The sheet itself, loaded when a keyboard first opens (Keyboard.tsx). */
export function KeyboardSheet({ layout, onKey, onBackspace, onDone, plateBoard = 'province', isKeyEnabled, label = '键盘' }: KeyboardProps) {
  const [second, setSecond] = useState(false);
  useEffect(() => reserveKeyboardSpace(), []);
  const rows =
    layout === 'plate'
      ? second ? BOARDS.plateSpecial : plateBoard === 'province' ? BOARDS.plateProvince : BOARDS.plateChars
      : BOARDS[layout];
  const enabled = (k: string) => (isKeyEnabled ? isKeyEnabled(k) : true);
  const press = (key: string) => {
    if (second) setSecond(false);
    onKey(key);
  };
  // A physical keyboard works while focus is on one of the sheet's keys, as it does on the input.
  const onKeyDown = (e: KeyboardEvent) => {
    const pk = physicalKey(e);
    if (!pk || pk.kind === 'enter') return; // Enter activates the focused key
    if (pk.kind === 'char' && !(TYPEABLE[layout].has(pk.key) && enabled(pk.key))) return;
    e.preventDefault();
    e.stopPropagation();
    if (pk.kind === 'char') press(pk.key);
    else if (pk.kind === 'backspace') onBackspace();
    else onDone();
  };
  return (
    <div className={layout === 'number' ? `${styles.keyboard} ${styles.number}` : styles.keyboard} role="group" aria-label={label} onKeyDown={onKeyDown} data-keyboard="">
      <div className={styles.bar}>
        {layout === 'plate' ? (
          <button type="button" className={styles.switch} aria-pressed={second} onMouseDown={keepFocus} onClick={() => setSecond((s) => !s)}
            aria-label={second ? '返回普通键盘' : '特殊车牌键盘'}>
            {second ? '返回' : '特殊车牌'}
          </button>
        ) : <span />}
        <button type="button" className={styles.done} onMouseDown={keepFocus} onClick={onDone}>完成</button>
      </div>
      <div className={styles.rows}>
        {rows.map((keys, r) => (
          <div className={styles.row} key={r}>
            {keys.map((k) => (
              <button type="button" key={k} className={k.length > 1 ? `${styles.key} ${styles.keyWide}` : styles.key} disabled={!enabled(k)}
                aria-label={KEY_LABELS[k] ?? k} onMouseDown={keepFocus} onClick={() => press(k)}>
                {k}
              </button>
            ))}
            {r === rows.length - 1 && (
              <button type="button" className={`${styles.key} ${styles.keyDel}`} aria-label="删除" onMouseDown={keepFocus} onClick={onBackspace}>
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                  <path d="M9 5h11v14H9l-6-7z M12 9l6 6 M18 9l-6 6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
                </svg>
              </button>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
