import { useBookableParksByNameQuery } from '@/api/booking/spec';
import { LoadFailed, Loading } from '@/ui/states/States';
import { ChoiceRadios } from '@/ui/form/ChoiceRadios';
import styles from './LotPicker.module.css';

/** Every lot that takes shared spaces, as the spec pages bookable lots: the first page of 9999. */
const ALL = { parkName: '', lastId: 0, pageSize: 9999 } as const;

/** The lot of the space being registered, from the lots that take shared spaces. */
export function LotPicker({ id, value, onChange, error, disabled }: { id: string; value: string; onChange: (parkId: string) => void; error?: string | null; disabled?: boolean }) {
  const q = useBookableParksByNameQuery(ALL);
  if (!q.data) return q.isError ? <LoadFailed text="停车场加载失败" onRetry={() => void q.refetch()} busy={q.isFetching} error={q.error} /> : <Loading text="停车场加载中" lines={2} />;
  return (
    <ChoiceRadios
      id={id}
      legend="车位所在停车场"
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      choices={q.data.list.map((p) => ({
        value: p.parkId,
        label: (
          <>
            <span>{p.parkName}</span>
            <span className={styles.weak}>{p.parkAddr}</span>
          </>
        ),
      }))}
    />
  );
}
