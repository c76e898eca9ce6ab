import { Button } from 'antd-mobile';
import type { InvoiceTitle } from '@/api/invoice/titles.types';
import styles from './SavedTitlePicker.module.css';

interface Props {
  titles: InvoiceTitle[];
  /** The saved title in use, '' for a typed one. */
  value: string;
  onPick: (t: InvoiceTitle) => void;
  failed: boolean;
  onRetry: () => void;
  disabled?: boolean;
}

/**
 * 常用抬头: the driver's saved titles as chips; one tap lays it into the form. A failure to load them does not stop
 * the driver typing a title.
 */
export function SavedTitlePicker({ titles, value, onPick, failed, onRetry, disabled }: Props) {
  if (failed) {
    return (
      <p className={`${styles.line} ${styles.weak}`} role="alert">
        常用抬头加载失败，可直接填写
        <Button size="mini" fill="none" color="primary" onClick={onRetry}>
          重试
        </Button>
      </p>
    );
  }
  if (titles.length === 0) return null;
  return (
    <div className={styles.saved}>
      <p className={styles.label} id="inv-saved-label">
        常用抬头
      </p>
      <div className={styles.chips} role="group" aria-labelledby="inv-saved-label">
        {titles.map((t) => {
          const on = t.titleId === value;
          return (
            <Button
              key={t.titleId}
              className={styles.chip}
              size="small"
              shape="rounded"
              color={on ? 'primary' : 'default'}
              fill={on ? 'outline' : 'solid'}
              aria-pressed={on}
              disabled={disabled}
              onClick={() => onPick(t)}
            >
              <span className={styles.chipText}>{t.name}</span>
              {t.isDefault && <span className={styles.chipNote}>（默认）</span>}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
