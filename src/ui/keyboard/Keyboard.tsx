import { useEffect, useState, type ComponentType, type MouseEvent } from 'react';
import type { KeyboardLayout } from './layouts';
import styles from './Keyboard.module.css';

export interface KeyboardProps {
  layout: KeyboardLayout;
  open: boolean;
  onKey: (key: string) => void;
  onBackspace: () => void;
  /** 完成, and Escape anywhere on the sheet: the owner closes it and puts focus back on its input. */
  onDone: () => void;
  /** Plate layout: the first board shows provinces or digits + letters, as the focused cell needs. */
  plateBoard?: 'province' | 'chars';
  /** Keys the focused input does not accept are shown disabled. */
  isKeyEnabled?: (key: string) => boolean;
  /** The sheet's accessible name. */
  label?: string;
}

/**
 * A tap on the sheet must not take focus from the input being typed into: the input keeps focus (and a screen
 * reader stays on the cell), the key still clicks. Keyboard activation (Tab to a key, Enter) is unaffected.
 */
export const keepFocus = (e: MouseEvent) => e.preventDefault();

type Sheet = ComponentType<KeyboardProps>;
let sheet: Sheet | null = null;
let loading: Promise<Sheet> | null = null;

/**
 * Loads the sheet's code, once (again after a failure). Not on the first screen's budget: the plate query shows
 * its cells there, and the keys come when a cell is first tapped — or sooner, as the input asks on idle. No reload
 * on failure (unlike a route's chunk): what the driver typed would go with it.
 */
export function loadKeyboard(): Promise<Sheet> {
  loading ??= import(/* webpackChunkName: "keyboard-sheet" */ './KeyboardSheet').then(
    (m) => (sheet = m.KeyboardSheet),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/**
 * A light on-screen keyboard (plain buttons, no library) that slides up from the bottom. It types into inputs that
 * are not native text inputs, so the system keyboard never opens. The behaviour of a press lives in
 * keyboardReducer; the sheet (KeyboardSheet) only reports keys. Until its code is in, the sheet's frame holds its
 * place (the input scrolls above it as it will) and says it is coming, or that it could not come, with 重试.
 */
export function Keyboard(props: KeyboardProps) {
  const [Loaded, setLoaded] = useState<Sheet | null>(() => sheet);
  const [failed, setFailed] = useState(false);
  // Each 重试 is one more try; a failure is never retried by itself (no loop on a dead network).
  const [attempt, setAttempt] = useState(0);
  const { open } = props;
  useEffect(() => {
    if (!open || Loaded) return undefined;
    let gone = false;
    loadKeyboard().then(
      (s) => !gone && setLoaded(() => s),
      () => !gone && setFailed(true),
    );
    return () => {
      gone = true;
    };
  }, [open, Loaded, attempt]);
  if (!open) return null;
  if (Loaded) return <Loaded {...props} />;
  return (
    <div className={styles.keyboard} role="group" aria-label={props.label ?? '键盘'} aria-busy={!failed} data-keyboard="">
      <div className={styles.bar}>
        <span />
        <button type="button" className={styles.done} onMouseDown={keepFocus} onClick={props.onDone}>
          完成
        </button>
      </div>
      <div className={`${styles.rows} ${styles.waiting}`} role="status">
        {failed ? (
          <>
            键盘未能加载，请检查网络
            <button
              type="button"
              className={styles.retry}
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              重试
            </button>
          </>
        ) : (
          '键盘加载中…'
        )}
      </div>
    </div>
  );
}
