import { href, paths } from '@/lib/paths';
import { Link } from '@/ui/Link';
import { constants } from '@config/constants';
import { useParkOrdersQuery } from '@/api/charge';
import { ROOMS, useReleaseRoom } from '../rooms';
import { BlockError } from './Block/Block';
import styles from './ArrearsBanner.module.css';

/**
 * Driver only: the arrears notice. Exactly one arrears bill → its pay page; more → the multi-pay page with
 * arrears only. Nothing while loading or when there is none. Its room is held on the first paint only when the
 * answer the phone kept had arrears (rooms.ts), and given back as the notice is drawn.
 */
export function ArrearsBanner() {
  const { data, isError, refetch } = useParkOrdersQuery({ requestType: 2, pageNo: 1, pageSize: constants.arrearsPageSize });
  useReleaseRoom(ROOMS.arrears, data !== undefined || isError);
  if (isError) {
    return (
      <section className={`${styles.arrears} ${styles.error}`} aria-label="欠费提醒">
        <BlockError message="欠费查询失败" onRetry={() => void refetch()} />
      </section>
    );
  }
  const items = data?.results ?? [];
  if (items.length === 0) return null;
  const only = items.length === 1 ? items[0] : undefined;
  const to = only
    ? href(paths.payPage, { uniqueId: only.uniqueId, parkId: only.parkId })
    : href(paths.multiPayPage, { arrearsOnly: 1 });
  return (
    <section className={styles.arrears} aria-label="欠费提醒">
      <Link className={styles.link} to={to}>
        <span className={styles.icon} aria-hidden="true">!</span>
        <span className={styles.text}>
          {only ? (
            <>
              <span className={styles.plate}>{only.formatPlateNo}</span> 有1笔欠费订单待补缴
            </>
          ) : (
            `您有${items.length}笔欠费订单待补缴`
          )}
        </span>
        <span className={styles.go}>去补缴</span>
      </Link>
    </section>
  );
}
