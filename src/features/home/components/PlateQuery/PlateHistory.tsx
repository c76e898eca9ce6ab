import { useState } from 'react';
import { useDeletePlateHistoryMutation, usePlateHistoryQuery } from '@/api/charge';
import type { PlateHistoryRecord } from '@/api/charge/types';
import { formatPlate } from '@/lib/plate';
import styles from './PlateQuery.module.css';

/** A driver's recent plate queries: a tap fills the plate in, × deletes the record. */
export function PlateHistory({ onPick }: { onPick: (r: PlateHistoryRecord) => void }) {
  const { data, isLoading, isError, refetch } = usePlateHistoryQuery();
  const [remove] = useDeletePlateHistoryMutation();
  const [deleting, setDeleting] = useState<string | null>(null);

  const del = async (id: string) => {
    setDeleting(id);
    try {
      await remove({ recordId: id }).unwrap();
    } catch {
      // toasted by the error catalogue; the record stays
    } finally {
      setDeleting(null);
    }
  };

  let body;
  if (isLoading) body = <p className={styles.note}>历史记录加载中…</p>;
  else if (isError && !data) {
    body = (
      <p className={styles.note}>
        历史记录加载失败
        <button type="button" className={styles.retry} onClick={() => void refetch()}>重试</button>
      </p>
    );
  } else if (!data || data.results.length === 0) body = <p className={styles.note}>暂无查询记录</p>;
  else {
    body = (
      <ul className={styles.chips}>
        {data.results.map((r) => (
          <li key={r.id} className={r.plateColor === 2 ? `${styles.chip} ${styles.chipYellow}` : styles.chip}>
            <button type="button" className={styles.chipPlate} onClick={() => onPick(r)}
              // The name says what the tap does and contains the plate as shown (WCAG 2.5.3).
              aria-label={`填入${formatPlate(r.plateNo)}`}>
              {formatPlate(r.plateNo)}
            </button>
            <button type="button" className={styles.chipDel} aria-label={`删除${r.plateNo}`} disabled={deleting === r.id}
              onClick={() => void del(r.id)}>
              ×
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.history}>
      <h3 className={styles.subtitle}>查询记录</h3>
      {body}
    </div>
  );
}
