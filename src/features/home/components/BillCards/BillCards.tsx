import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { constants } from '@config/constants';
import { useBoundVehicleParkingBillQuery, useBoundVehicleParkingBillsQuery, useDriverPlatesQuery } from '@/api/charge';
import { useChargingOrdersQuery } from '@/api/cps';
import { usePlateCountQuery } from '@/api/driver';
import type { ChargingOrder } from '@/api/cps/types';
import type { PlateColor } from '@/lib/wire';
import type { FeeRule } from '@/lib/feePreview';
import { formatMoney } from '@/lib/format';
import { href, paths } from '@/lib/paths';
import { PlateBadge } from '@/ui/PlateBadge/PlateBadge';
import { BlockError } from '../Block/Block';
import { useHomeConfig } from '../../useHomeConfig';
import { cardState, parkedFor, parseWireTime } from './cardState';
import './billCards.css';

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

  if (bills.isLoading || plateCount.isLoading) {
    return (
      <section className="bcards" aria-label="在停车辆" aria-busy="true">
        <div className="bcard bcard--skeleton" role="progressbar" aria-label="账单加载中" />
      </section>
    );
  }
  if (bills.isError) {
    return (
      <section className="bcards bcards--error" aria-label="在停车辆">
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
      <section className="bcards-prompt" aria-label="添加车辆">
        <div>
          <h2 className="bcards-prompt-title">您还没有绑定车辆</h2>
          <p className="bcards-prompt-text">绑定车辆后，在停账单和欠费会自动显示在这里</p>
        </div>
        <Link className="bcards-prompt-btn" to={paths.addCar}>
          添加车辆
        </Link>
      </section>
    );
  }

  return (
    <section className="bcards" aria-label="在停车辆">
      <ul className="bcards-track" ref={trackRef}>
        {parked.map((c) => (
          <li key={c.plateId} className="bcards-item">
            <PlateCard card={c} rootRef={trackRef} />
          </li>
        ))}
        {orders.map((o) => (
          <li key={o.orderNo} className="bcards-item">
            <ChargingCard order={o} />
          </li>
        ))}
        {chargingFailed && (
          <li className="bcards-item">
            <FailedCard label="充电订单" labelClass="bcard-plate--charging" message="充电订单加载失败" onRetry={() => void charging.refetch()} />
          </li>
        )}
        {idle.map((c) => (
          <li key={c.plateId} className="bcards-item">
            <PlateCard card={c} rootRef={trackRef} />
          </li>
        ))}
        {platesFailed && (
          <li className="bcards-item">
            <FailedCard
              label="我的车辆"
              labelClass="bcard-plate--muted"
              message={plates.data ? '车辆信息未能更新' : '车辆信息加载失败'}
              busy={plates.isFetching}
              onRetry={() => void plates.refetch()}
            />
          </li>
        )}
        <li className="bcards-item bcards-item--add">
          <Link className="bcard bcard--add" to={paths.addCar}>
            + 添加车辆
          </Link>
        </li>
      </ul>
    </section>
  );
}

/**
 * One of the cards' reads that failed (charging orders, bound plates), compact in the track: what failed and 重试
 * (查询中 while it is asked again). The cards already on screen stay beside it.
 */
function FailedCard({ label, labelClass, message, busy = false, onRetry }: { label: string; labelClass: string; message: string; busy?: boolean; onRetry: () => void }) {
  return (
    <div className="bcard" aria-busy={busy}>
      <div className="bcard-head">
        <span className={`bcard-plate ${labelClass}`}>{label}</span>
      </div>
      {busy ? (
        <p className="bcard-body bcard-muted">查询中</p>
      ) : (
        <div className="bcard-body bcard-body--error" role="alert">
          <span>{message}</span>
          <button type="button" className="bcard-retry" onClick={onRetry}>
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
  const { data, isError, isFetching, refetch } = useBoundVehicleParkingBillQuery({ plateId: card.plateId }, { skip: !seen });
  const head = (
    <div className="bcard-head">
      <PlateBadge plateNo={data?.plateNo ?? card.plateNo} plateColor={card.plateColor} size="small" />
      {(data?.parkName ?? card.parkName) && <span className="bcard-park">{data?.parkName ?? card.parkName}</span>}
    </div>
  );

  if (!data) {
    return (
      <div ref={ref} className="bcard" aria-busy={!isError}>
        {head}
        {isError && !isFetching ? (
          <div className="bcard-body bcard-body--error">
            <span>查询失败</span>
            <button type="button" className="bcard-retry" onClick={() => void refetch()}>
              重试
            </button>
          </div>
        ) : (
          <p className="bcard-body bcard-muted">查询中</p>
        )}
      </div>
    );
  }

  const state = cardState(data);
  if (state === 'noParking' || !data.uniqueId || !data.parkId) {
    return (
      <div ref={ref} className="bcard bcard--idle">
        {head}
        <p className="bcard-body bcard-muted">暂无在停信息</p>
      </div>
    );
  }
  const to = href(paths.payPage, { uniqueId: data.uniqueId, parkId: data.parkId });
  return (
    <div ref={ref} className="bcard-wrap">
      <Link className={`bcard bcard--${state}`} to={to}>
        {head}
        <CardBody state={state} fee={data.parkFee} start={data.parkStartTime} rule={data.feeRule} leftElsewhere={!!data.leftElsewhere} onRise={refetch} />
      </Link>
    </div>
  );
}

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
    <Suspense fallback={<span className="bcard-outlook" aria-hidden="true">{'\u00a0'}</span>}>
      <CardOutlook rule={rule} startMs={startMs} now={now} onRise={onRise} />
    </Suspense>
  );
  const since = parkedFor(startMs, now);
  // Over 24 hours, or the plate seen leaving elsewhere since, may be a stay the lot never closed: the card asks,
  // the bill's page has 我已离场 and 仍在停车.
  const stale = now - startMs > 86_400_000 || leftElsewhere;
  const duration = since ? <span className={stale ? 'bcard-time bcard-stale' : 'bcard-time'}>{stale && '还在停车场吗？'}已停 {since}</span> : null;
  switch (state) {
    case 'due':
      return (
        <div className="bcard-body">
          <span className="bcard-label">待缴费用</span>
          <strong className="bcard-fee">{formatMoney(fee)}</strong>
          {outlook}
          <div className="bcard-foot">
            {duration}
            <span className="bcard-go">去缴费</span>
          </div>
        </div>
      );
    case 'bag':
      return (
        <div className="bcard-body">
          <strong className="bcard-status">包期区域停车中</strong>
          <span className="bcard-muted">月卡/包期车辆，无需缴费</span>
          <div className="bcard-foot">{duration}</div>
        </div>
      );
    case 'free':
      return (
        <div className="bcard-body">
          <strong className="bcard-status">免费时长内</strong>
          <span className="bcard-muted">当前暂无停车费用</span>
          {outlook}
          <div className="bcard-foot">{duration}</div>
        </div>
      );
    default:
      return (
        <div className="bcard-body">
          <strong className="bcard-status">停车中</strong>
          <span className="bcard-muted">暂未获取到停车费用</span>
          <div className="bcard-foot">{duration}</div>
        </div>
      );
  }
}

function ChargingCard({ order }: { order: ChargingOrder }) {
  return (
    <Link className="bcard bcard--charging" to={href(paths.chargingResults, { orderNo: order.orderNo })}>
      <div className="bcard-head">
        <span className="bcard-plate bcard-plate--charging">充电订单</span>
        <span className="bcard-park">{order.stationName}</span>
      </div>
      <div className="bcard-body">
        <strong className="bcard-status">{order.orderStateText}</strong>
        <span className="bcard-muted">
          {order.deviceName} {order.gunName}
        </span>
        <div className="bcard-foot">
          <span className="bcard-time">开始 {order.homeStartTime}</span>
          <span className="bcard-go">查看</span>
        </div>
      </div>
    </Link>
  );
}
