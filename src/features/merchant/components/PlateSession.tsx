import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from '@/ui/Link';
import { usePlateParkingQuery } from '@/api/coupon/merchant';
import type { PlateParkingSession } from '@/api/coupon/merchant.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime, formatDuration } from '@/lib/time';
import { LoadFailed, Loading } from '@/ui/states/States';
import { FRESH } from '@/api/fresh';
import { Facts } from '@/ui/Facts';
import shared from './merchantCards.module.css';

/** What the clerk checks before giving: is this the car in our lot now, and what has it had from us already. */
export function SessionFacts({ s }: { s: PlateParkingSession }) {
  return (
    <div className={shared.stack}>
      {s.parked ? (
        <Facts
          rows={[
            ['停车场', s.parkName],
            ['入场时间', formatDateTime(s.inTime)],
            ['已停时长', s.parkedMinutes !== null ? formatDuration(s.parkedMinutes) : null],
            ['当前应付', s.fee !== null ? <span key="f" className={`${shared.money} ${shared.moneyDue}`}>{formatMoney(s.fee)}</span> : null],
            ['车位', s.berthNo],
          ]}
        />
      ) : (
        <p className={shared.weak}>该车辆当前不在{s.parkName}停车</p>
      )}
      <Facts
        rows={[
          ['本店未使用的券', `${s.unusedFromMerchant}张`],
          ['今日已领本店券', `${s.givenToday}/${s.dailyLimit}张`],
        ]}
      />
      {!s.canReceive && (
        <p className={`${shared.note} ${shared.noteDanger}`} role="note">
          该车牌尚未绑定车主账户，按车牌赠送无法送达，请出示领券码让顾客扫码领取。
        </p>
      )}
    </div>
  );
}

/** The plate's parking now, under the plate input; a link to the full page (/parkingDetail). */
export function PlateSession({ merchantId, plateNo, typeId }: { merchantId: string; plateNo: string | null; typeId?: string }) {
  const q = usePlateParkingQuery(plateNo ? { merchantId, plateNo } : skipToken, FRESH);
  if (!plateNo) return null;
  let body;
  if (!q.data || q.data.plateNo !== plateNo) {
    body = q.isError ? <LoadFailed text="停车信息查询失败" onRetry={() => void q.refetch()} busy={q.isFetching} error={q.error} /> : <Loading text="正在查询停车信息" lines={2} />;
  } else {
    body = <SessionFacts s={q.data} />;
  }
  return (
    <section className={`${shared.card} ${shared.stack}`} aria-labelledby="mc-session">
      <p className={shared.line}>
        <span id="mc-session" className={shared.title}>
          车辆在场信息
        </span>
        <Link className={shared.link} to={href(paths.parkingDetail, { merchantId, plateNo, typeId })}>
          停车详情
        </Link>
      </p>
      {body}
    </section>
  );
}
