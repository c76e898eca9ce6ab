import { useId } from 'react';
import type { TrustChoice, TrustedList } from './trustOrder';
import styles from './StationTrustBar.module.css';

/**
 * A station list's order and filter: 按距离 or 按可靠性 (real radios), 只看近期可用 (a real checkbox); while the
 * stations' records load, or when they cannot, the list stays nearest first and says so.
 */
export function StationTrustBar({ choice, onChange, trusted }: { choice: TrustChoice; onChange(c: TrustChoice): void; trusted: Omit<TrustedList<unknown>, 'items'> }) {
  // Two lists on one screen keep their own radio groups.
  const name = `station-order-${useId()}`;
  return (
    <div className={styles.bar}>
      <fieldset className={styles.group}>
        <legend className="sr-only">充电站排序</legend>
        <label className={styles.option}>
          <input type="radio" name={name} checked={!choice.byTrust} onChange={() => onChange({ ...choice, byTrust: false })} />
          按距离
        </label>
        <label className={styles.option}>
          <input type="radio" name={name} checked={choice.byTrust} onChange={() => onChange({ ...choice, byTrust: true })} />
          按可靠性
        </label>
      </fieldset>
      <label className={styles.option}>
        <input type="checkbox" checked={choice.onlyWorking} onChange={(e) => onChange({ ...choice, onlyWorking: e.target.checked })} />
        只看近期可用
      </label>
      {trusted.loading && (
        <p className={styles.note} role="status">
          正在读取充电桩可靠性记录…
        </p>
      )}
      {trusted.failed && (
        <p className={styles.note} role="alert">
          可靠性记录加载失败，暂按距离显示全部充电站
          <button type="button" className={styles.retry} onClick={trusted.retry}>
            重试
          </button>
        </p>
      )}
      {(choice.byTrust || choice.onlyWorking) && !trusted.loading && !trusted.failed && <p className={styles.note}>来源：本平台近30天充电记录</p>}
    </div>
  );
}
