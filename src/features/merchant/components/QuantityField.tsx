import { useId } from 'react';
import styles from './QuantityField.module.css';

interface QuantityFieldProps {
  id: string;
  value: string;
  min: number;
  max: number;
  error: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** A whole number with − and + (each a labelled button) and the order's limits said under it. */
export function QuantityField({ id, value, min, max, error, onChange, onBlur }: QuantityFieldProps) {
  const hintId = useId();
  const errorId = useId();
  const n = Number.parseInt(value, 10);
  const step = (d: number) => onChange(String(Math.min(max, Math.max(min, (Number.isFinite(n) ? n : min) + d))));
  return (
    <div>
      <label className={styles.label} htmlFor={id}>
        购买数量（张）
      </label>
      <div className={styles.qty}>
        <button type="button" aria-label="减少1张" disabled={!Number.isFinite(n) || n <= min} onClick={() => step(-1)}>
          −
        </button>
        <input
          id={id}
          inputMode="numeric"
          value={value}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 4))}
          onBlur={onBlur}
        />
        <button type="button" aria-label="增加1张" disabled={Number.isFinite(n) && n >= max} onClick={() => step(1)}>
          +
        </button>
      </div>
      <p id={hintId} className={styles.weak}>
        每单可购买{min}～{max}张
      </p>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
