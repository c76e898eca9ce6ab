import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import styles from './LaneLine.module.css';

/**
 * Where the driver is paying: lot · lane, the car the lane's camera sees, and who runs the lot (the server's word,
 * not the sticker's): above the bill, before anything is paid.
 */
export function LaneLine({ where, plateNo, operator }: { where: string[]; plateNo?: string | null; operator?: string }) {
  return (
    <>
      <p className={`${styles.weak} ${styles.lane}`}>
        {where.join(' · ')}
        {plateNo && (
          <>
            {' · '}
            <PlateBadge plateNo={plateNo} size="small" />
          </>
        )}
      </p>
      {operator && <p className={`${styles.weak} ${styles.lane}`}>收款方：{operator}</p>}
    </>
  );
}
