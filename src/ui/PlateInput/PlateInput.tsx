import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { cellAccepts, WJ_KEY } from '@/lib/plate';
import { whenIdle } from '@/lib/whenIdle';
import { Keyboard, loadKeyboard } from '@/ui/keyboard/Keyboard';
import { physicalKey } from '@/ui/keyboard/physicalKeys';
import { useCloseOnTapOutside } from '@/ui/keyboard/useCloseOnTapOutside';
import { eighthCellUsable } from './plateInputState';
import type { PlateInputControl } from './usePlateInput';
import styles from './PlateInput.module.css';

export interface PlateInputProps {
  control: PlateInputControl;
  /**
   * Shows the yellow large/medium-vehicle box (plateColor 2): a light native checkbox (light enough for the home
   * path, and one the keyboard and screen readers reach). Pages that do not ask for the plate's colour pass false.
   */
  showLargeCheckbox?: boolean;
}

/**
 * Eight plate cells typed with the on-screen plate keyboard (spec section 5). The cells are buttons, not text
 * inputs, so the system keyboard never opens; tapping one focuses it and slides the plate keyboard up. The eighth
 * cell is optional (new-energy). Rules: src/lib/plate.ts.
 *
 * Focus: the cell being typed keeps it (tapping a key does not take it) and follows the typing to the next cell;
 * a physical keyboard types letters and digits into the cells, Backspace deletes, Enter and Escape close the sheet,
 * and closing gives focus back to the cell.
 */
export function PlateInput({ control, showLargeCheckbox = true }: PlateInputProps) {
  const { state, dispatch, cells, placeholder } = control;
  const { focus } = state.kb;
  const rootRef = useRef<HTMLDivElement>(null);
  const cellRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const hintId = useId();
  const empty = cells.every((c) => c === '');
  const placeholderCells = Array.from(placeholder);
  const eighth = eighthCellUsable(cells);

  useCloseOnTapOutside(rootRef, state.open, control.close);

  // The keys' code (not on the first screen's budget) is asked for once the page is idle, so it is there by the
  // first tap on a cell; a tap before that shows the sheet's frame until it comes.
  useEffect(() => whenIdle(() => void loadKeyboard().catch(() => undefined), { fallbackMs: 1500 }), []);

  // Focus follows the typing: when a cell has focus and the current cell moves (filled, deleted), the new one
  // takes it. A driver working the sheet's keys with Tab and Enter keeps focus on the key.
  useEffect(() => {
    const active = document.activeElement;
    const target = cellRefs.current[focus];
    if (target && active !== target && cellRefs.current.some((c) => c && c === active)) target.focus();
  }, [focus]);

  // The keyboard must not cover what is being typed: scroll the input (and the row under it) above the sheet.
  useEffect(() => {
    const root = rootRef.current;
    const sheet = root?.querySelector<HTMLElement>('[data-keyboard]');
    if (!state.open || !root || !sheet) return;
    const kbTop = window.innerHeight - sheet.offsetHeight;
    const box = root.getBoundingClientRect();
    const below = box.bottom + 64 - kbTop;
    if (below > 0 || box.top < 0) window.scrollBy({ top: box.top < 0 ? box.top - 8 : Math.min(below, box.top - 8), behavior: 'smooth' });
  }, [state.open]);

  const closeToCell = () => {
    dispatch({ type: 'close' });
    cellRefs.current[focus]?.focus();
  };

  const onCellKeyDown = (index: number) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const pk = physicalKey(e);
    if (!pk) return;
    if (pk.kind === 'enter' || pk.kind === 'escape') {
      // Enter on a closed input opens it (the button's own click); on an open one it closes, as Escape does.
      if (!state.open) return;
      e.preventDefault();
      closeToCell();
      return;
    }
    e.preventDefault();
    if (index !== focus || !state.open) dispatch({ type: 'focus', index });
    dispatch(pk.kind === 'char' ? { type: 'press', key: pk.key } : { type: 'backspace' });
  };

  const provinceBoard = focus === 0 || (focus === 1 && cells[0] === WJ_KEY);

  return (
    <div ref={rootRef}>
      <div className={styles.cells} role="group" aria-label="车牌号码" aria-describedby={hintId}>
        {cells.map((value, i) => {
          const focused = state.open && focus === i;
          const isLast = i === 7;
          const ph = isLast ? (value ? undefined : '新能源') : empty ? placeholderCells[i] : undefined;
          const label = `车牌第${i + 1}位${isLast ? '（新能源，选填）' : ''}：${value || '未填写'}`;
          return (
            <button
              type="button"
              key={i}
              ref={(el) => {
                cellRefs.current[i] = el;
              }}
              className={[
                styles.cell,
                focused ? styles.cellFocused : '',
                isLast ? styles.cellNe : '',
                i === 2 ? styles.cellGap : '',
                value.length > 1 ? styles.cellDouble : '',
              ].filter(Boolean).join(' ')}
              aria-label={label}
              // The example character is drawn by CSS, so the cell's name (车牌第4位：未填写) is all it says.
              data-ph={ph}
              aria-current={focused ? 'true' : undefined}
              disabled={isLast && !eighth}
              onClick={(e) => {
                // Safari does not focus a tapped button; the cell must hold focus for the keys to follow it.
                e.currentTarget.focus();
                dispatch({ type: 'focus', index: i });
              }}
              onKeyDown={onCellKeyDown(i)}
            >
              {value || null}
            </button>
          );
        })}
      </div>
      <p id={hintId} className={styles.hint}>例：{placeholder}，新能源车牌填写第8位</p>
      {showLargeCheckbox && (
        <label className={styles.large}>
          <input type="checkbox" checked={state.large} onChange={(e) => dispatch({ type: 'setLarge', large: e.target.checked })} />
          <span className={styles.largeMark} aria-hidden="true" />
          大中型车（黄牌）
        </label>
      )}
      <Keyboard
        layout="plate"
        label="车牌键盘"
        open={state.open}
        plateBoard={provinceBoard ? 'province' : 'chars'}
        isKeyEnabled={(k) => cellAccepts(cells, focus, k)}
        onKey={(key) => dispatch({ type: 'press', key })}
        onBackspace={() => dispatch({ type: 'backspace' })}
        onDone={closeToCell}
      />
    </div>
  );
}
