import { Link } from '@/ui/Link';
import { FRESH } from '@/api/fresh';
import { constants } from '@config/constants';
import { useChargingOrdersQuery } from '@/api/cps';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import styles from './StartBlockers.module.css';
import { useOccupyOrderExistsQuery } from '@/api/cps/stations';

/**
 * What must be settled before a new session may start: an unpaid idle fee, and unpaid charging bills not under dispute (the server
 * refuses the start too; saying it first spares the driver a failed attempt). Null when nothing stands in the way.
 */
export function useStartBlockers() {
  const occupy = useOccupyOrderExistsQuery();
  // Asked afresh on every visit: an appeal opened, or decided by the operator, since the last one changes what blocks.
  const finished = useChargingOrdersQuery({ requestType: 3, pageNo: 1, pageSize: constants.chargingOrderPageSize }, FRESH);
  const running = useChargingOrdersQuery({ requestType: 1, pageNo: 1, pageSize: constants.chargingOrderPageSize });
  // A bill under an open dispute is set aside while the operator looks into it: it blocks nothing. The
  // order says so itself (openAppeal), so the start page asks nothing of the driver's disputes.
  const unpaidBill = finished.data?.results.find((o) => o.orderState === 2 && !o.openAppeal) ?? null;
  return {
    loading: occupy.isLoading || finished.isLoading || running.isLoading,
    idleFeeCents: occupy.data?.exist ? occupy.data.feeCents : 0,
    unpaidBill,
    inProgress: running.data?.results[0] ?? null,
  };
}

interface Blockers {
  idleFeeCents: number;
  unpaidBill: { orderNo: string; feeCents: number } | null;
  inProgress: { orderNo: string; stationName: string } | null;
}

export function StartBlockers({ idleFeeCents, unpaidBill, inProgress }: Blockers) {
  if (idleFeeCents === 0 && !unpaidBill && !inProgress) return null;
  return (
    <div className={styles.notice} role="alert">
      {inProgress && (
        <p className={styles.weak}>
          您在{inProgress.stationName}有一次正在进行的充电，结束后才能开始新的充电。
          <Link to={href(paths.chargingResults, { orderNo: inProgress.orderNo })}>查看充电</Link>
        </p>
      )}
      {idleFeeCents > 0 && (
        <p className={styles.weak}>
          您有未支付的占位费 {formatMoney(idleFeeCents)}，支付后才能开始新的充电。
          <Link to={paths.chargeOccupation}>去支付占位费</Link>
        </p>
      )}
      {unpaidBill && (
        <p className={styles.weak}>
          您有一笔未支付的充电订单（{formatMoney(unpaidBill.feeCents)}），
          <Link to={href(paths.chargeBillDetail, { orderNo: unpaidBill.orderNo })}>去支付</Link>
        </p>
      )}
    </div>
  );
}
