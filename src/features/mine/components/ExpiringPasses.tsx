import { Link } from 'react-router-dom';
import { useBagPassesQuery } from '@/api/special-passes';
import { formatPlate } from '@/lib/plate';
import { href, paths } from '@/lib/paths';
import './expiringPasses.css';

/**
 * Passes ending within 7 days, each with one tap to renew. Only for a signed-in driver (the caller decides); nothing
 * while loading or when there are none, and nothing when the read fails: it is a reminder, and /myMounthlyPay is
 * where the passes themselves are shown with their states.
 */
export function ExpiringPasses() {
  const { data } = useBagPassesQuery({ expiringSoon: 1 }, { refetchOnMountOrArgChange: true });
  const passes = data?.results ?? [];
  if (!passes.length) return null;
  return (
    <section className="mine-expiring" aria-labelledby="mine-expiring-h">
      <h2 id="mine-expiring-h" className="mine-expiring-title">
        月卡即将到期
      </h2>
      <ul className="mine-expiring-list">
        {passes.map((p) => (
          <li key={p.bagId} className="mine-expiring-item">
            <p className="mine-expiring-text">
              <span className="mine-expiring-park">{p.parkName}</span>
              <span className="mine-expiring-meta">
                {p.plates.map(formatPlate).join('、')} · 剩余{p.daysLeft}天（{p.endDate}到期）
              </span>
            </p>
            <Link className="mine-expiring-renew" to={href(paths.mounthlyRenew, { bagId: p.bagId })} aria-label={`续费${p.parkName}月卡`}>
              续费
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
