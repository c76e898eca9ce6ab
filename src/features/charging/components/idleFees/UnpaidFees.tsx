import { useEffect } from 'react';
import { cpsOccupyApi, useOccupyBillQuery, useOccupyBillsInfiniteQuery } from '@/api/cps/occupy';
import type { OccupyBillDetail, OccupyBillItem } from '@/api/cps/occupy.types';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { Empty, LoadFailed, Loading } from '@/ui/states/States';
import { LinkButton } from '@/ui/LinkButton';
import { IdleFeeRules } from './IdleFeeRules';
import { OccupyFeeCard } from './OccupyFeeCard';
import { appealPending } from './rules';
import { idleFeeTiming } from './timing';
import styles from './UnpaidFees.module.css';

const UNPAID = { state: 1 } as const;

/** What the driver does about one unpaid fee, said on its card once its detail (the appeal) is known. */
function Next({ fee, detail }: { fee: OccupyBillItem; detail: OccupyBillDetail | undefined }) {
  if (fee.accruing || !detail) return null;
  if (appealPending(detail)) return <span className={styles.cardNoteQuiet}>申诉处理中，暂无需支付</span>;
  return <span>去支付 ›</span>;
}

/** One unpaid fee; its detail says whether an appeal holds it (one call per fee: a driver has only a few unpaid). */
function UnpaidFee({ fee }: { fee: OccupyBillItem }) {
  const detail = useOccupyBillQuery({ occupyOrderNo: fee.occupyOrderNo });
  return <OccupyFeeCard fee={fee} note={<Next fee={fee} detail={detail.data} />} />;
}

/** The rule of the first unpaid fee, read from its detail (the one its card asked for). */
function RulesOf({ fee }: { fee: OccupyBillItem | undefined }) {
  const detail = useOccupyBillQuery({ occupyOrderNo: fee?.occupyOrderNo ?? '' }, { skip: !fee });
  const d = fee ? detail.data : undefined;
  return <IdleFeeRules rule={d ? { graceMinutes: d.graceMinutes, perMinuteCents: d.perMinuteCents, capCents: d.capCents } : null} />;
}

/**
 * The driver's unpaid idle fees with their total, each growing one asked for again while it grows; none: charging
 * may go ahead. Every page of them is fetched (they are few) so the total counts them all.
 */
export function UnpaidFees() {
  // What is cached decides the polling (reading it subscribes to nothing).
  const known = cpsOccupyApi.endpoints.occupyBills.useInfiniteQueryState(UNPAID);
  const accruing = Boolean(known.data?.pages.some((p) => p.results.some((f) => f.accruing)));
  const q = useOccupyBillsInfiniteQuery(UNPAID, { pollingInterval: accruing ? idleFeeTiming.accruingPollMs : 0, skipPollingIfUnfocused: true });
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = q;

  useEffect(() => {
    if (hasNextPage && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);

  if (!q.data) {
    return q.isError ? <LoadFailed text="占位费加载失败" onRetry={() => void q.refetch()} busy={q.isFetching} error={q.error} /> : <Loading text="占位费加载中" />;
  }
  const fees = q.data.pages.flatMap((p) => p.results);
  if (fees.length === 0) {
    return (
      <>
        <Empty text="没有待支付的占位费，可以正常充电">
          <LinkButton solid to={paths.chargingPage}>
            开始充电
          </LinkButton>
        </Empty>
        <IdleFeeRules rule={null} />
      </>
    );
  }
  const total = fees.reduce((sum, f) => sum + f.feeCents, 0);
  return (
    <>
      <section className={styles.total} aria-label="待支付合计">
        <h2>待支付占位费</h2>
        <p>
          <span className={styles.weak}>共 {fees.length} 笔，合计 </span>
          <strong className={styles.moneyDue}>{formatMoney(total)}</strong>
        </p>
      </section>
      {fees.some((f) => f.accruing) && <p className={styles.note}>计费中的占位费在车辆驶离车位后结算，结算后即可支付。</p>}
      <ul className={styles.fees} aria-label="待支付的占位费">
        {fees.map((f) => (
          <li key={f.occupyOrderNo}>
            <UnpaidFee fee={f} />
          </li>
        ))}
      </ul>
      <RulesOf fee={fees[0]} />
    </>
  );
}
