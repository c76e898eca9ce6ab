import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from '@/ui/Link';
import { constants } from '@config/constants';
import { chargeApi, useBoundVehicleParkingBillQuery, useBoundVehicleParkingBillsQuery, useDriverPlatesQuery } from '@/api/charge';
import { useChargingOrdersQuery } from '@/api/cps';
import { usePlateCountQuery } from '@/api/driver';
import type { ChargingOrder } from '@/api/cps/types';
import type { PlateColor } from '@/lib/wire';
import type { FeeRule } from '@/lib/feePreview';
import { formatAge, formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { BlockError } from '../Block/Block';
import { ROOMS, useReleaseRoom } from '../../rooms';
import { useHomeConfig } from '../../useHomeConfig';
import { cardState, parkedFor, parseWireTime } from './cardState';
import { CarSpotLine } from './CarSpotLine';
import styles from './BillCards.module.css';

// Not on the first screen's budget: loaded once a card with a running bill shows. Nothing if it cannot load.
const CardOutlook = lazy(() =>
  import(/* webpackChunkName: "home-card-outlook" */ './CardOutlook').then(
    (m) => ({ default: m.CardOutlook }),
    () => ({ default: () => null }),
  ),
);

interface PlateCardData {
  plateId: string;
  plateNo: string;
  plateColor: PlateColor;
  formatPlateNo: string;
  parkName: string | null;
}

/**
 * Driver only. Swipe cards: one per bound plate (parked plates first), the charging orders in progress when the
 * menu config has charging on, and a small add-vehicle card; a driver with no plate gets the add-vehicle prompt
 * instead. A plate card loads its time and fee (boundVehicleParkingBill) when it is swiped into view.
 * On a new start they are drawn at once from the answers the phone kept (keptHome.ts), and the caption says how old
 * they are until the server's answer replaces them, or that it could not.
 */
export function BillCards() {
  const { config } = useHomeConfig();
  const bills = useBoundVehicleParkingBillsQuery();
  const plates = useDriverPlatesQuery();
  const plateCount = usePlateCountQuery();
  const chargingOn = config.charging === 1;
  const charging = useChargingOrdersQuery(
    { requestType: 1, pageNo: 1, pageSize: constants.chargingOrderPageSize },
    { skip: !chargingOn },
  );
  const trackRef = useRef<HTMLUListElement>(null);
  const loading = bills.isLoading || plateCount.isLoading;
  useReleaseRoom(ROOMS.addCar, !loading);

  if (loading) {
    return (
      <section className={styles.bcards} aria-labelledby="home-cards-title" aria-busy="true" data-home-cards>
        <CardsCaption />
        <div className={`${styles.bcard} ${styles.skeleton}`} role="progressbar" aria-label="账单加载中" />
      </section>
    );
  }
  if (bills.isError && !bills.data) {
    return (
      <section className={`${styles.bcards} ${styles.error}`} aria-label="在停车辆">
        <BlockError
          message="在停账单加载失败"
          onRetry={() => {
            void bills.refetch();
            if (plates.isError) void plates.refetch();
          }}
        />
      </section>
    );
  }

  const noPlates = plateCount.data?.count === 0;
  const cards: PlateCardData[] = (bills.data?.results ?? []).map((b) => ({ plateId: b.plateId, plateNo: b.plateNo, plateColor: b.plateColor, formatPlateNo: b.formatPlateNo, parkName: b.parkName }));
  const known = new Set(cards.map((c) => c.plateId));
  for (const p of plates.data?.results ?? []) {
    if (!known.has(p.plateId)) cards.push({ plateId: p.plateId, plateNo: p.plateNo, plateColor: p.plateColor, formatPlateNo: p.formatPlateNo, parkName: null });
  }
  const orders = chargingOn ? (charging.data?.results ?? []) : [];
  const parked = cards.filter((c) => c.parkName !== null);
  const idle = cards.filter((c) => c.parkName === null);

  const chargingFailed = chargingOn && charging.isError && !charging.isFetching;
  // The bound plates (driverPlate) bring the cards of plates not parked: when that read fails, its own card says so
  // with 重试, and the cards already drawn (the parked ones, and the last plates known) stay.
  const platesFailed = plates.isError;

  if (noPlates && cards.length === 0 && orders.length === 0 && !chargingFailed && !platesFailed) {
    return (
      <section className={styles.prompt} aria-label="添加车辆" data-home-cards>
        <div>
          <h2 className={styles.promptTitle}>您还没有绑定车辆</h2>
          <p className={styles.promptText}>绑定车辆后，在停账单和欠费会自动显示在这里</p>
        </div>
        <Link className={styles.promptBtn} to={paths.addCar}>
          添加车辆
        </Link>
      </section>
    );
  }

  return (
    <section className={styles.bcards} aria-labelledby="home-cards-title" data-home-cards>
      <CardsCaption>
        <Freshness
          at={bills.fulfilledTimeStamp}
          updating={bills.isFetching}
          failed={bills.isError && !bills.isFetching}
          onRetry={() => {
            void bills.refetch();
            if (plates.isError) void plates.refetch();
          }}
        />
      </CardsCaption>
      <ul className={styles.track} ref={trackRef}>
        {parked.map((c) => (
          <li key={c.plateId} className={styles.item}>
            <PlateCard card={c} rootRef={trackRef} />
          </li>
        ))}
        {orders.map((o) => (
          <li key={o.orderNo} className={styles.item}>
            <ChargingCard order={o} />
          </li>
        ))}
        {chargingFailed && (
          <li className={styles.item}>
            <FailedCard label="充电订单" labelClass={styles.plateCharging} message="充电订单加载失败" onRetry={() => void charging.refetch()} />
          </li>
        )}
        {idle.map((c) => (
          <li key={c.plateId} className={styles.item}>
            <PlateCard card={c} rootRef={trackRef} />
          </li>
        ))}
        {platesFailed && (
          <li className={styles.item}>
            <FailedCard
              label="我的车辆"
              labelClass={styles.plateMuted}
              message={plates.data ? '车辆信息未能更新' : '车辆信息加载失败'}
              busy={plates.isFetching}
              onRetry={() => void plates.refetch()}
            />
          </li>
        )}
        <li className={`${styles.item} ${styles.itemAdd}`}>
          <Link className={`${styles.bcard} ${styles.add}`} to={paths.addCar}>
            + 添加车辆
          </Link>
        </li>
      </ul>
    </section>
  );
}

/** The cards' title, and room on its line for how fresh they are: the same height whatever it says. */
function CardsCaption({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.caption}>
      <h2 id="home-cards-title" className={styles.captionTitle}>
        在停车辆
      </h2>
      {children}
    </div>
  );
}

/**
 * The age of the bills on screen when it matters: drawn from an answer over a minute old (the copy the phone kept,
 * or a refresh under way) and being asked again, or when asking again failed (with 重试). A fresh answer says nothing.
 */
function Freshness({ at, updating, failed, onRetry }: { at: number | undefined; updating: boolean; failed: boolean; onRetry: () => void }) {
  const now = useNow(30_000);
  const age = at ? Math.max(0, now - at) : 0;
  const dated = age >= 60_000 ? `${formatAge(age)}的账单` : '账单';
  return (
    <p className={styles.fresh} role="status">
      {failed ? (
        <>
          {dated} · 未能更新
          <button type="button" className={styles.freshRetry} onClick={onRetry}>
            重试
          </button>
        </>
      ) : (
        updating && age >= 60_000 && `${dated} · 正在更新`
      )}
    </p>
  );
}

/**
 * One of the cards' reads that failed (charging orders, bound plates), compact in the track: what failed and 重试
 * (查询中 while it is asked again). The cards already on screen stay beside it.
 */
function FailedCard({ label, labelClass, message, busy = false, onRetry }: { label: string; labelClass: string; message: string; busy?: boolean; onRetry: () => void }) {
  return (
    <div className={styles.bcard} aria-busy={busy}>
      <div className={styles.head}>
        <span className={`${styles.plate} ${labelClass}`}>{label}</span>
      </div>
      {busy ? (
        <p className={`${styles.body} ${styles.muted}`}>查询中</p>
      ) : (
        <div className={`${styles.body} ${styles.bodyError}`} role="alert">
          <span>{message}</span>
          <button type="button" className={styles.retry} onClick={onRetry}>
            重试
          </button>
        </div>
      )}
    </div>
  );
}

/** True once the element has been (mostly) visible inside the track; without IntersectionObserver, at once. */
function useSeen(ref: RefObject<HTMLElement | null>, rootRef: RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return undefined;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { root: rootRef.current, threshold: 0.6 },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, rootRef, seen]);
  return seen;
}

/** Minutes tick on screen while a car is parked. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}

function PlateCard({ card, rootRef }: { card: PlateCardData; rootRef: RefObject<HTMLElement | null> }) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useSeen(ref, rootRef);
  // A bill already in the cache (the kept copy, an earlier visit) is drawn at once, not after the card is seen.
  const cached = chargeApi.endpoints.boundVehicleParkingBill.useQueryState({ plateId: card.plateId }).data !== undefined;
  const { data, isError, isFetching, refetch } = useBoundVehicleParkingBillQuery({ plateId: card.plateId }, { skip: !seen && !cached });
  const head = (
    <div className={styles.head}>
      <PlateBadge plateNo={data?.plateNo ?? card.plateNo} plateColor={card.plateColor} size="small" />
      {(data?.parkName ?? card.parkName) && <span className={styles.park}>{data?.parkName ?? card.parkName}</span>}
    </div>
  );

  if (!data) {
    return (
      <div ref={ref} className={styles.bcard} aria-busy={!isError}>
        {head}
        {isError && !isFetching ? (
          <div className={`${styles.body} ${styles.bodyError}`}>
            <span>查询失败</span>
            <button type="button" className={styles.retry} onClick={() => void refetch()}>
              重试
            </button>
          </div>
        ) : (
          <p className={`${styles.body} ${styles.muted}`}>查询中</p>
        )}
      </div>
    );
  }

  const state = cardState(data);
  if (state === 'noParking' || !data.uniqueId || !data.parkId) {
    return (
      <div ref={ref} className={styles.bcard}>
        {head}
        <p className={`${styles.body} ${styles.muted}`}>暂无在停信息</p>
      </div>
    );
  }
  const to = href(paths.payPage, { uniqueId: data.uniqueId, parkId: data.parkId });
  return (
    <div ref={ref} className={styles.wrap}>
      <Link className={STATE_CLASS[state] ? `${styles.bcard} ${STATE_CLASS[state]}` : styles.bcard} to={to}>
        {head}
        <CarSpotLine uniqueId={data.uniqueId} berthNo={data.berthNo} />
        <CardBody state={state} fee={data.parkFee} start={data.parkStartTime} rule={data.feeRule} leftElsewhere={!!data.leftElsewhere} onRise={refetch} />
      </Link>
    </div>
  );
}

/** A loaded card's look by its state: the amount due on the brand colour, the others white. */
const STATE_CLASS: Record<CardBodyProps['state'], string | undefined> = { due: styles.due, bag: styles.bag, free: styles.free, feeUnknown: undefined };

interface CardBodyProps {
  state: 'free' | 'bag' | 'due' | 'feeUnknown';
  fee: number;
  start: string | null;
  rule?: FeeRule | null;
  /** The plate has left another lot since this stay began. */
  leftElsewhere: boolean;
  onRise: () => void;
}

function CardBody({ state, fee, start, rule, leftElsewhere, onRise }: CardBodyProps) {
  const now = useNow(30_000);
  const startMs = parseWireTime(start);
  const outlook = rule && Number.isFinite(startMs) && (
    // The line's room is kept while its chunk loads, so the card does not grow under the driver's eyes.
    <Suspense fallback={<span className={styles.outlook} aria-hidden="true">{'\u00a0'}</span>}>
      <CardOutlook rule={rule} startMs={startMs} now={now} onRise={onRise} />
    </Suspense>
  );
  const since = parkedFor(startMs, now);
  // Over 24 hours, or the plate seen leaving elsewhere since, may be a stay the lot never closed: the card asks,
  // the bill's page has 我已离场 and 仍在停车.
  const stale = now - startMs > 86_400_000 || leftElsewhere;
  const duration = since ? <span className={stale ? `${styles.time} ${styles.stale}` : styles.time}>{stale && '还在停车场吗？'}已停 {since}</span> : null;
  switch (state) {
    case 'due':
      return (
        <div className={styles.body}>
          <span className={styles.label}>待缴费用</span>
          <strong className={styles.fee}>{formatMoney(fee)}</strong>
          {outlook}
          <div className={styles.foot}>
            {duration}
            <span className={styles.go}>去缴费</span>
          </div>
        </div>
      );
    case 'bag':
      return (
        <div className={styles.body}>
          <strong className={styles.status}>包期区域停车中</strong>
          <span className={styles.muted}>月卡/包期车辆，无需缴费</span>
          <div className={styles.foot}>{duration}</div>
        </div>
      );
    case 'free':
      return (
        <div className={styles.body}>
          <strong className={styles.status}>免费时长内</strong>
          <span className={styles.muted}>当前暂无停车费用</span>
          {outlook}
          <div className={styles.foot}>{duration}</div>
        </div>
      );
    default:
      return (
        <div className={styles.body}>
          <strong className={styles.status}>停车中</strong>
          <span className={styles.muted}>暂未获取到停车费用</span>
          <div className={styles.foot}>{duration}</div>
        </div>
      );
  }
}

function ChargingCard({ order }: { order: ChargingOrder }) {
  return (
    <Link className={`${styles.bcard} ${styles.charging}`} to={href(paths.chargingResults, { orderNo: order.orderNo })}>
      <div className={styles.head}>
        <span className={`${styles.plate} ${styles.plateCharging}`}>充电订单</span>
        <span className={styles.park}>{order.stationName}</span>
      </div>
      <div className={styles.body}>
        <strong className={styles.status}>{order.orderStateText}</strong>
        <span className={styles.muted}>
          {order.deviceName} {order.gunName}
        </span>
        <div className={styles.foot}>
          <span className={styles.time}>开始 {order.homeStartTime}</span>
          <span className={styles.go}>查看</span>
        </div>
      </div>
    </Link>
  );
}
