import { List } from 'antd-mobile';
import { useCallback, useEffect, type ReactNode } from 'react';
import type { ParkOrderDetail, UsableCoupon } from '@/api/charge/bills.types';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/time';
import { parkingKey, visitorKey } from '../keys';
import { ArrearsNote } from '@/payment/ui/ArrearsNote';
import { ChannelPicker } from '@/payment/ui/ChannelPicker';
import { CouponRow } from '@/payment/ui/CouponChoice';
import { DetailRow } from '@/payment/ui/DetailRow';
import { PayBar } from '@/payment/ui/PayBar';
import { payeeAt } from '@/payment/ui/PaySentence';
import { usePayAction } from '@/payment/ui/usePayAction';
import { useChannels } from '@/payment/ui/useChannels';
import { useInterruptedPayment } from '@/payment/ui/useInterruptedPayment';
import { selectIsDriver } from '@/session/sessionSlice';
import { useAppSelector } from '@/ui/hooks';
import { Page } from '@/ui/Page/Page';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { Empty, QueryState } from '@/ui/states/States';
import { NO_COUPON } from './coupon';
import { FeeOutlookLine } from './FeeOutlookLine';
import { NotYourCar, PayeeLine, useOwnCarCheck } from './OwnCarCheck';
import { PaidBill } from './PaidBill';
import { StillParked } from './StillParked';
import { useElapsed } from './useElapsed';
import styles from './BillPay.module.css';
import { useParkOrderDetailQuery, useUsableCouponsQuery } from '@/api/charge/bills';
import { useBillCoverageQuery } from '@/api/charge/coverage';
import { CoverBar } from './CoverBar';
import { KeptReceiptLink, PlateCouponLine, useSilentIdentity, useVisitorQuote, VisitorOffer, visitorChannels } from './VisitorPay';
import { CarPosition, KeptCarPosition } from './carPosition/CarPosition';
import { figureTiming } from '@/ui/figureTiming';

interface Props {
  /** The page's title (停车缴费, 出口缴费). */
  title: string;
  uniqueId: string;
  parkId: string;
  couponId?: string;
  /** Paying at an exit lane: the barrier opens once paid. */
  laneCode?: string;
  /** Where 选择优惠券 and signing in come back to (the page's own URL without couponId). */
  backTo: string;
  /** Above the bill: where the driver is (the exit lane). */
  lead?: ReactNode;
  /**
   * Opened from a scanned code: 'lane' (an exit lane's: `lead` names the lot's operator) or 'bill' (a link naming
   * the bill: who is paid is named here, from the bill). A signed-in driver's car that is not one of their bound
   * plates is said plainly and 立即支付 asks 确认代付 first (OwnCarCheck); so is a bill link's car for a visitor. A
   * visitor at a lane pays for the car the lane's camera sees in front of them, its plate on the bill.
   */
  scanned?: 'lane' | 'bill';
}

/** The coupon in effect: the driver's choice, none when they said so, else the one taking the most off. */
function couponInEffect(usable: UsableCoupon[] | undefined, couponId: string | undefined): UsableCoupon | undefined {
  if (couponId === NO_COUPON) return undefined;
  if (couponId) return usable?.find((c) => c.couponId === couponId);
  return usable?.reduce<UsableCoupon | undefined>((best, c) => (!best || c.discountFee > best.discountFee ? c : best), undefined);
}

/** 欠费 when the car left unpaid; lot, plate, entry and exit times, the time parked (ticking while inside), berth, fee and when it next rises. */
function BillCard({ bill, fetchedAt, onRise }: { bill: ParkOrderDetail; fetchedAt: number | undefined; onRise: () => void }) {
  const elapsed = useElapsed(bill.parkDuration, fetchedAt, bill.orderState === 1, bill.parkDurationText);
  const earlier = bill.paidFee > 0 || bill.discountFee > 0;
  return (
    <section className={styles.bill} aria-label="停车账单">
      {bill.orderState === 2 && <ArrearsNote />}
      <List
        style={{ '--border-top': 'none', '--border-bottom': 'none' }}
        header={
          <span className={styles.billHead}>
            <h2 className={styles.billPark}>{bill.parkName}</h2>
            <PlateBadge plateNo={bill.plateNo} plateColor={bill.plateColor} />
          </span>
        }
      >
        <DetailRow label="入场时间">{formatDateTime(bill.parkStartTime)}</DetailRow>
        {bill.parkEndTime && <DetailRow label="离场时间">{formatDateTime(bill.parkEndTime)}</DetailRow>}
        <DetailRow label="停车时长">
          <span aria-live="off">{elapsed}</span>
        </DetailRow>
        {bill.berthNo && <DetailRow label="泊位">{bill.berthNo}</DetailRow>}
        {/* Part paid already (at an exit, then the car stayed) or taken off before: what is left is shown as the rest. */}
        {earlier && <DetailRow label="停车总费用">{formatMoney(bill.totalFee)}</DetailRow>}
        {bill.paidFee > 0 && <DetailRow label="已支付">-{formatMoney(bill.paidFee)}</DetailRow>}
        {bill.discountFee > 0 && <DetailRow label="已优惠">-{formatMoney(bill.discountFee)}</DetailRow>}
        <DetailRow label={earlier ? '待缴停车费' : '停车费'}>
          <span className={styles.fee} {...figureTiming}>
            {formatMoney(bill.parkFee)}
          </span>
        </DetailRow>
      </List>
      <FeeOutlookLine bill={bill} fetchedAt={fetchedAt} onRise={onRise} />
      {bill.feeRuleDesc && <p className={`${styles.weak} ${styles.rule}`}>{bill.feeRuleDesc}</p>}
    </section>
  );
}

/**
 * One bill and its payment: the bill, the coupon chosen on /choiceDiscountPage (until the driver chooses: the one
 * taking the most off), the channels, and the pay bar (立即支付, disabled while a payment of this bill is under way).
 * A visitor pays it without an account, found by plate or scanned at a lane or from a bill's code (WeChat or Alipay:
 * the host's own pay, or the provider's cashier; the receipt is kept on the phone). Signing in is an offer beside it.
 */
export function BillPay({ title, uniqueId, parkId, couponId, laneCode, backTo, lead, scanned }: Props) {
  const isDriver = useAppSelector(selectIsDriver);
  // Plate plus pay: a visitor pays here, however the bill was found, no account asked for.
  const visitorPays = !isDriver;
  const identity = useSilentIdentity(visitorPays);
  const detail = useParkOrderDetailQuery({ uniqueId, parkId });
  const bill = detail.data;
  const { refetch } = detail;
  const refetchBill = useCallback(() => void refetch(), [refetch]);
  const payable = !!bill && bill.orderState !== 3 && bill.parkFee > 0;
  // A visitor's amount is the server's quote: a merchant's coupon given to the plate comes off whoever pays.
  const quote = useVisitorQuote(visitorPays && payable ? bill : null);
  // Asked beside the bill, not after it: on a weak signal the total with its coupon shows one round trip sooner.
  // (For a bill that turns out paid or free, the answer is simply not used.)
  const coupons = useUsableCouponsQuery({ uniqueId, parkId }, { skip: !isDriver });
  const chosen = couponInEffect(coupons.data?.results, couponId);
  const fee = bill?.parkFee ?? 0;
  const toPay = Math.max(0, fee - (chosen?.discountFee ?? 0));
  const channels = visitorChannels(useChannels(parkId, toPay, isDriver), visitorPays);
  const key = visitorPays ? visitorKey(uniqueId) : parkingKey(uniqueId);
  const car = bill ? { plateNo: bill.plateNo, plateColor: bill.plateColor, payee: bill.operatorName } : null;
  // Whose car it is is asked of a bill's link, and of a lane's car for a driver (a visitor pays the car before them).
  const checksOwner = scanned === 'bill' || (scanned === 'lane' && isDriver);
  const { ownership, action } = useOwnCarCheck(car, usePayAction(key), checksOwner);
  const paidNow = bill?.orderState === 3 || (action.entry?.status === 'paid' && bill?.parkFee === 0);
  // A reload cut the last pay call short: the server is asked about the bill before paying is offered again.
  // (A visitor's order is read with its payToken, not by the bill's pendingPayOrderId: the bill alone is asked.)
  const checking = useInterruptedPayment(key, { paid: bill?.orderState === 3, pendingPayOrderId: isDriver ? bill?.pendingPayOrderId : undefined, refetch: detail.refetch });
  // Whether 无感支付, ETC, a partner's order or a merchant's coupon covers the bill: asked before paying is offered.
  const coverage = useBillCoverageQuery({ uniqueId, parkId }, { skip: !isDriver || !payable, refetchOnMountOrArgChange: true });
  const cover = coverage.data?.cover ?? null;
  const refetchCoverage = coverage.refetch;
  const refused = action.entry?.status === 'error';
  // A refusal may be a cover that appeared after the page asked (coveredElsewhere): the page shows it instead.
  useEffect(() => {
    if (refused && !coverage.isUninitialized) void refetchCoverage();
  }, [refused, coverage.isUninitialized, refetchCoverage]);

  // Where the car is parked (features/parkingPay/carPosition.ts): a driver's bill, not at an exit lane's barrier.
  const findCar = isDriver && !laneCode;
  const ready = channels.channel !== null && !coupons.isLoading && !coverage.isLoading;
  const requestWith = (couponId: string | undefined) =>
    ready && channels.channel !== null
      ? { key, kind: 'parking', order: { uniqueId, parkId, ...(couponId ? { couponId } : {}), ...(laneCode ? { laneCode } : {}) }, channel: channels.channel }
      : null;
  const request = requestWith(chosen?.couponId);
  const visitorChannel = channels.channel === 2 || channels.channel === 3 ? channels.channel : null;
  const visitorRequest =
    visitorPays && bill && visitorChannel !== null && identity.ready && !quote.loading
      ? {
          key,
          kind: 'parkingVisitor',
          order: { uniqueId, parkId, plateNo: bill.plateNo, ...(identity.openid ? { openid: identity.openid } : {}), ...(laneCode ? { laneCode } : {}) },
          channel: visitorChannel,
        }
      : null;
  // A merchant's coupon covers the bill: settled with it at 0元. Another coupon the driver chose that takes the whole
  // fee off takes no money either: then it is paid as chosen, without the notice.
  const couponRequest = cover?.couponId ? requestWith(cover.couponId) : null;
  const otherWholeCoupon = cover?.kind === 'merchantCoupon' && toPay === 0 && chosen?.couponId !== cover.couponId;
  // The coupons and the channels show only under the bill: while the bill failed their own failures are hidden, so
  // the bill's 重试 asks again for them too (else they would appear failed once the bill is back).
  const billQuery = {
    ...detail,
    refetch: () => {
      refetchBill();
      if (coupons.isError) void coupons.refetch();
      if (channels.isError) channels.refetch();
    },
  };

  let footer: ReactNode = null;
  if (bill && payable && !paidNow && !checking) {
    footer = isDriver ? (
      cover && !otherWholeCoupon ? (
        <CoverBar
          cover={cover}
          action={action}
          request={request}
          amountCents={toPay}
          couponRequest={couponRequest}
          onRefresh={() => {
            void refetchCoverage();
            refetchBill();
          }}
          refreshing={coverage.isFetching}
        />
      ) : (
        <PayBar totalLabel="实付" amountCents={toPay} payee={payeeAt(bill.operatorName, bill.parkName)} action={action} request={request} />
      )
    ) : (
      <PayBar totalLabel="应付" amountCents={quote.amountCents} payee={payeeAt(bill.operatorName, bill.parkName)} action={action} request={visitorRequest} />
    );
  }

  // The choice page marks what is in effect: the coupon taken (chosen or the best one), or none.
  const choiceUrl = href(paths.choiceDiscountPage, { uniqueId, parkId, back: backTo, couponId: chosen ? chosen.couponId : couponId === NO_COUPON ? NO_COUPON : undefined });

  return (
    <Page title={title} footer={footer}>
      {lead}
      {/* The bill out of reach (or being asked again after failing): the position kept on the phone shows anyway. */}
      {findCar && !bill && (detail.isError || detail.error !== undefined) && <KeptCarPosition uniqueId={uniqueId} />}
      <QueryState query={billQuery} loading="账单加载中" error="账单加载失败">
        {(b) =>
          paidNow ? (
            <>
              <PaidBill bill={b} />
              {findCar && <CarPosition bill={b} />}
              {!isDriver && <KeptReceiptLink uniqueId={b.uniqueId} />}
            </>
          ) : (
            <>
              {checking && (
                <p className={styles.checking} role="status">
                  正在确认上次支付的结果，请稍候…
                </p>
              )}
              {scanned === 'bill' && <PayeeLine payee={b.operatorName} />}
              {checksOwner && payable && <NotYourCar ownership={ownership} car={{ plateNo: b.plateNo, plateColor: b.plateColor, payee: b.operatorName }} />}
              {isDriver && <StillParked bill={b} onLeft={refetchBill} />}
              <BillCard bill={b} fetchedAt={detail.fulfilledTimeStamp} onRise={refetchBill} />
              {findCar && <CarPosition bill={b} />}
              {!payable ? (
                <Empty text={b.isBagCar ? '月卡车辆，无需缴费' : '当前无需缴费'} />
              ) : visitorPays ? (
                <>
                  <PlateCouponLine coupon={quote.coupon} />
                  <ChannelPicker channels={channels} />
                  <VisitorOffer backTo={backTo} atLane={!!laneCode} />
                </>
              ) : (
                isDriver && (
                  <>
                    <CouponRow
                      chosen={chosen}
                      count={coupons.data?.results.length ?? 0}
                      loading={coupons.isLoading}
                      declined={couponId === NO_COUPON}
                      to={choiceUrl}
                    />
                    <ChannelPicker channels={channels} />
                  </>
                )
              )}
            </>
          )
        }
      </QueryState>
    </Page>
  );
}
