import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { usePlateColours } from './usePlateColours';
import styles from './Plates.module.css';

/** The plates of a pass, an application or a payment, each as the road shows it (only drivers see them). */
export function Plates({ plates, label = '车辆' }: { plates: readonly string[]; label?: string }) {
  const colours = usePlateColours();
  return (
    <ul className={styles.plates} aria-label={label}>
      {plates.map((p) => (
        <li key={p}>
          <PlateBadge plateNo={p} plateColor={colours.get(p)} size="small" />
        </li>
      ))}
    </ul>
  );
}
