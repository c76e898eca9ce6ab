import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import styles from './Plates.module.css';

/** The plates of a payment or order (one order may cover bills of several cars). */
export function Plates({ plateNos }: { plateNos: string[] }) {
  return (
    <span className={styles.plates}>
      {plateNos.map((p) => (
        <PlateBadge key={p} plateNo={p} size="small" />
      ))}
    </span>
  );
}
