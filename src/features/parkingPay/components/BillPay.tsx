import { Link } from 'react-router-dom';
import { useParkOrderDetailQuery, useUsableCouponsQuery } from '@/api/charge';
import type { UsableCoupon } from '@/api/types/charge';
import { useAppSelector } from '@/ui/hooks';
import { loginWithRedirect } from '@/lib/loginTarget';
import { selectIsDriver } from '@/session/sessionSlice';
import { formatMoney } from '@/lib/format';
import { parkingKey } from '@/payment/keys';
import { ChannelPicker } from './ChannelPicker';
import { NO_COUPON } from './format';
import { Empty, LoadError, Loading } from './States';
import { useChannels } from './useChannels';
import { useElapsed } from './useElapsed';
import { BUSY_TEXT, usePayment } from './usePayment';

interface Props {
  uniqueId: string;
  parkId: string;
  couponId?: string;
  /** Paying at an exit lane: the barrier opens once paid. */
  laneCode?: string;
  /** Where 选择优惠券 should come back to (the page's own URL without couponId). */
  backTo: string;
}

/**
 * One bill and its payment: lot, plate, entry time, the time parked (ticking), the fee, the coupon chosen on
 * /choiceDiscountPage (until the driver chooses: the one taking the most off), the channels, and 立即支付
 * (disabled while a payment of this bill is under way).
 */
export function BillPay({ uniqueId, parkId, couponId, laneCode, backTo }: Props) {
  const isDriver = useAppSelector(selectIsDriver);
  const detail = useParkOrderDetailQuery({ uniqueId, parkId });
  const bill = detail.data;
  const payable = !!bill && bill.orderState !== 3 && bill.parkFee > 0;
  const coupons = useUsableCouponsQuery({ uniqueId, parkId }, { skip: !payable || !isDriver });
  const usable = coupons.data?.results;
  // No choice made yet: the coupon taking the most off; couponId=none is the driver's 不使用优惠券.
  const chosen =
    couponId === NO_COUPON
      ? undefined
      : couponId
        ? usable?.find((c) => c.couponId === couponId)
        : usable?.reduce<UsableCoupon | undefined>((best, c) => (!best || c.discountFee > best.discountFee ? c : best), undefined);
  const fee = bill?.parkFee ?? 0;
  const toPay = Math.max(0, fee - (chosen?.discountFee ?? 0));
  const channels = useChannels(parkId, toPay, isDriver);
  const key = parkingKey(uniqueId);
  const { entry, busy, pay } = usePayment(key, { resume: true });
  const elapsed = useElapsed(bill?.parkStartTime, bill?.orderState === 1, bill?.parkDurationText ?? '');

  if (detail.isLoading) return <Loading label="账单加载中…" />;
  if (detail.isError || !bill) return <LoadError message="账单加载失败" onRetry={() => void detail.refetch()} />;
  if (bill.orderState === 3 || (entry?.status === 'paid' && bill.parkFee === 0)) {
    return (
      <Empty title="该账单已支付">
        <Link className="pp-btn pp-btn--ghost" to="/parkingRecord">
          查看停车记录
        </Link>
      </Empty>
    );
  }

  const couponQuery = new URLSearchParams({ uniqueId, parkId, back: backTo });
  // The choice page marks what is in effect: the coupon taken (chosen or the best one), or none.
  if (chosen) couponQuery.set('couponId', chosen.couponId);
  else if (couponId === NO_COUPON) couponQuery.set('couponId', NO_COUPON);
  const couponCount = coupons.data?.results.length ?? 0;

  return (
    <>
      <section className="pp-card pp-bill" aria-label="停车账单">
        <h2 className="pp-bill-park">{bill.parkName}</h2>
        <p className="pp-plate">{bill.formatPlateNo}</p>
        <dl className="pp-rows">
          <div>
            <dt>入场时间</dt>
            <dd>{bill.parkStartTime}</dd>
          </div>
          {bill.parkEndTime && (
            <div>
              <dt>离场时间</dt>
              <dd>{bill.parkEndTime}</dd>
            </div>
          )}
          <div>
            <dt>停车时长</dt>
            <dd aria-live="off">{elapsed}</dd>
          </div>
          {bill.berthNo && (
            <div>
              <dt>泊位</dt>
              <dd>{bill.berthNo}</dd>
            </div>
          )}
          <div>
            <dt>停车费</dt>
            <dd className="pp-fee">{formatMoney(fee)}</dd>
          </div>
        </dl>
        {bill.feeRuleDesc && <p className="pp-muted pp-rule">{bill.feeRuleDesc}</p>}
      </section>

      {!payable ? (
        <Empty title={bill.isBagCar ? '月卡车辆，无需缴费' : '当前无需缴费'} />
      ) : !isDriver ? (
        // A visitor who found the bill by plate sees it; paying needs an account (orders and refunds are the driver's).
        <div className="pp-paybar">
          <p className="pp-paybar-total">
            应付 <strong>{formatMoney(fee)}</strong>
          </p>
          <Link className="pp-btn pp-btn--primary" to={loginWithRedirect(backTo)}>
            登录后支付
          </Link>
        </div>
      ) : (
        <>
          <Link className="pp-card pp-coupon" to={`/choiceDiscountPage?${couponQuery}`}>
            <span>优惠券</span>
            <span className={chosen ? 'pp-discount' : 'pp-muted'}>
              {chosen
                ? `-${formatMoney(chosen.discountFee)}（${chosen.couponName}）`
                : coupons.isLoading
                  ? '查询中…'
                  : couponCount
                    ? couponId === NO_COUPON
                      ? `不使用（${couponCount}张可用）`
                      : `${couponCount}张可用`
                    : '暂无可用'}
            </span>
          </Link>
          <ChannelPicker channels={channels} />
          <div className="pp-paybar">
            <p className="pp-paybar-total">
              实付 <strong>{formatMoney(toPay)}</strong>
            </p>
            <button
              type="button"
              className="pp-btn pp-btn--primary"
              disabled={busy || channels.channel === null || coupons.isLoading}
              onClick={() =>
                channels.channel !== null &&
                pay({ key, kind: 'parking', order: { uniqueId, parkId, ...(chosen ? { couponId: chosen.couponId } : {}), ...(laneCode ? { laneCode } : {}) }, channel: channels.channel })
              }
            >
              {busy && entry ? BUSY_TEXT[entry.status as keyof typeof BUSY_TEXT] : '立即支付'}
            </button>
          </div>
        </>
      )}
    </>
  );
}
