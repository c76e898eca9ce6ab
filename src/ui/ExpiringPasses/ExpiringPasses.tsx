import { useId } from 'react';
import { Link } from '@/ui/Link';
import { useBagPassesQuery } from '@/api/special/passes';
import { formatPlate } from '@/lib/plate';
import { href, paths } from '@/lib/paths';
import styles from './ExpiringPasses.module.css';

/**
 * Passes ending within 7 days, each with one tap to renew, on /home (loaded after the first screen) and /mine.
 * Only for a signed-in driver (the caller decides); nothing
 * while loading or when there are none, and nothing when the read fails: it is a reminder, and /myMounthlyPay is
 * where the passes themselves are shown with their states.
 */
export function ExpiringPasses() {
  const headingId = useId();
  const { data } = useBagPassesQuery({ expiringSoon: 1 }, { refetchOnMountOrArgChange: true });
  const passes = data?.results ?? [];
  if (!passes.length) return null;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        月卡即将到期
      </h2>
      <ul className={styles.list}>
        {passes.map((p) => (
          <li key={p.bagId} className={styles.item}>
            <p className={styles.text}>
              <span className={styles.park}>{p.parkName}</span>
              <span className={styles.meta}>
                {p.plates.map(formatPlate).join('、')} · 剩余{p.daysLeft}天（<span className={styles.date}>{p.endDate}</span>到期）
              </span>
            </p>
            <Link className={styles.renew} to={href(paths.mounthlyRenew, { bagId: p.bagId })} aria-label={`续费${p.parkName}月卡`}>
              续费
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
