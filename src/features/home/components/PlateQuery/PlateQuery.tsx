import { lazy, Suspense, useRef, useState, type ComponentProps, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '@/ui/Link';
import { useLazyPlateLookupQuery } from '@/api/charge';
import { useAppSelector, useAppStore } from '@/ui/hooks';
import { provinceForCity } from '@/lib/plate';
import { selectIsDriver } from '@/session/sessionSlice';
import { readStored } from '@/session/storage';
import { useHydrated } from '@/ui/useHydrated';
import { PlateInput } from '@/ui/PlateInput/PlateInput';
import { usePlateInput } from '@/ui/PlateInput/usePlateInput';
import styles from './PlateQuery.module.css';
import { href, paths } from '@/lib/paths';
import type { PlateHistory as PlateHistoryLoaded } from './PlateHistory';

/* A driver's history joins after the take-over: its code is a chunk of its own, not on the first screen's budget. */
const PlateHistory = lazy(() =>
  import(/* webpackChunkName: "home-plate-history" */ './PlateHistory').then(
    (m) => ({ default: m.PlateHistory }),
    // Not retryImport: without its code the query works as for a visitor.
    (): { default: ComponentType<ComponentProps<typeof PlateHistoryLoaded>> } => ({ default: () => null }),
  ),
);

/**
 * The home's plate query (spec sections 4, 5, 8): anyone may look a plate up; count 0 → toast '未查到待缴费信息' (or,
 * when this phone kept receipts of that plate, their list)
 * (the lookup refreshes the history itself), 1 → the bill's pay page, more → the multi-pay page. A signed-in
 * driver also sees the plates they looked up before: tap one to fill the input, × to delete it.
 */
export function PlateQuery() {
  const isDriver = useAppSelector(selectIsDriver);
  const { deps } = useAppStore();
  const navigate = useNavigate();
  const [storedProvince] = useState(() => provinceForCity(readStored('locationCity')));
  // The prerendered home shows the default province's hint; the device's own comes right after the take-over.
  const hydrated = useHydrated();
  const province = hydrated ? storedProvince : provinceForCity(null);
  const plate = usePlateInput({ province });
  const [lookup] = useLazyPlateLookupQuery();
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  const submit = async () => {
    if (!plate.isComplete || inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    plate.close();
    const dealerId = readStored('driverDealerId');
    try {
      const r = await lookup({ plateNo: plate.plateNo, plateColor: plate.plateColor, ...(dealerId ? { dealerId } : {}) }).unwrap();
      if (r.count === 0) {
        // Nothing owed. A visitor who paid this plate on this phone finds the receipt again here (the check loads
        // only now, so the home's first screen does not carry it).
        const { receiptsOfPlate } = await import(/* webpackChunkName: "kept-receipts" */ '@/payment/visitorReceipts');
        if (receiptsOfPlate(plate.plateNo).length) navigate(href(paths.visitorReceipt, { plateNo: plate.plateNo }));
        else deps.ui.toast('未查到待缴费信息');
      } else if (r.count === 1 && r.uniqueId && r.parkId) {
        navigate(href(paths.payPage, { uniqueId: r.uniqueId, parkId: r.parkId }));
      } else {
        const arrearsOnly = r.arrearsOnly === 1 ? 1 : undefined;
        navigate(href(paths.multiPayPage, { plateNo: plate.plateNo, plateColor: plate.plateColor, arrearsOnly }));
      }
    } catch {
      // The error catalogue has already told the driver.
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return (
    <section className={styles.plateQuery} aria-labelledby="plate-query-title">
      <h2 id="plate-query-title" className={styles.title}>车牌查询缴费</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <PlateInput control={plate} />
        <button type="submit" className={styles.submit} disabled={!plate.isComplete || pending}>
          {pending ? '查询中…' : '查询'}
        </button>
      </form>
      <p className={styles.checkNotice}>
        收到欠费短信或罚单？
        <Link className={styles.checkNoticeLink} to={href(paths.checkNotice, { plateNo: plate.isComplete ? plate.plateNo : undefined })}>核实通知</Link>
      </p>
      {/* The prerendered home is a visitor's: a driver's history joins once the app has taken it over. */}
      {isDriver && hydrated && (
        <Suspense fallback={null}>
          <PlateHistory onPick={(r) => plate.setPlate(r.plateNo, r.plateColor === 2)} />
        </Suspense>
      )}
    </section>
  );
}

