import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { MapProvider } from '@/platform/types';
import styles from './NavigationSheet.module.css';

interface Props {
  /** Where to, for the sheet's title. */
  placeName: string;
  onChoose(provider: MapProvider): void;
  onCancel(): void;
}

/**
 * Which map app to navigate with, as an action sheet: the apps first, 取消 last and set apart (the platforms'
 * order). Hand-written like the place sheet under it rather than antd-mobile's ActionSheet, whose items are
 * anchors without href (no keyboard focus) with role="option" outside any listbox (an axe critical); the tab
 * page stays light too. 取消 takes focus, Escape and a tap outside cancel.
 */
export function NavigationSheet({ placeName, onChoose, onCancel }: Props) {
  const titleId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Back to 导航 (or wherever the driver was) when the sheet goes.
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancel.current?.focus();
    return () => before?.focus();
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    // The place sheet under this one listens for Escape on the window: only this sheet closes.
    e.nativeEvent.stopImmediatePropagation();
    e.stopPropagation();
    onCancel();
  };
  return (
    <div className={`${styles.sheetLayer} ${styles.navLayer}`} onKeyDown={onKeyDown}>
      <div className={styles.sheetBackdrop} aria-hidden="true" onClick={onCancel} />
      <div className={styles.navSheet} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <p id={titleId} className={styles.navSheetTitle}>
          选择地图导航到{placeName}
        </p>
        <button type="button" className={styles.navSheetItem} onClick={() => onChoose(1)}>
          高德地图
        </button>
        <button type="button" className={styles.navSheetItem} onClick={() => onChoose(2)}>
          百度地图
        </button>
        <button ref={cancel} type="button" className={`${styles.navSheetItem} ${styles.navSheetCancel}`} onClick={onCancel}>
          取消
        </button>
      </div>
    </div>
  );
}
