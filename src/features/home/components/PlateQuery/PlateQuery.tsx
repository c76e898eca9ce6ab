import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeletePlateHistoryMutation, useLazyPlateLookupQuery, usePlateHistoryQuery } from '@/api/charge';
import type { PlateHistoryRecord } from '@/api/charge/types';
import { useAppSelector, useAppStore } from '@/ui/hooks';
import { formatPlate, provinceForCity } from '@/lib/plate';
import { selectIsDriver } from '@/session/sessionSlice';
import { readStored } from '@/session/storage';
import { useHydrated } from '@/ui/useHydrated';
import { PlateInput } from '@/ui/PlateInput/PlateInput';
import { usePlateInput } from '@/ui/PlateInput/usePlateInput';
import styles from './PlateQuery.module.css';
import { href, paths } from '@/lib/paths';

/**
 * The home's plate query (spec sections 4, 5, 8): anyone may look a plate up; count 0 → toast '未查到待缴费信息'
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
        deps.ui.toast('未查到待缴费信息');
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
      {/* The prerendered home is a visitor's: a driver's history joins once the app has taken it over. */}
      {isDriver && hydrated && <PlateHistory onPick={(r) => plate.setPlate(r.plateNo, r.plateColor === 2)} />}
    </section>
  );
}

function PlateHistory({ onPick }: { onPick: (r: PlateHistoryRecord) => void }) {
  const { data, isLoading, isError, refetch } = usePlateHistoryQuery();
  const [remove] = useDeletePlateHistoryMutation();
  const [deleting, setDeleting] = useState<string | null>(null);

  const del = async (id: string) => {
    setDeleting(id);
    try {
      await remove({ recordId: id }).unwrap();
    } catch {
      // toasted by the error catalogue; the record stays
    } finally {
      setDeleting(null);
    }
  };

  let body;
  if (isLoading) body = <p className={styles.note}>历史记录加载中…</p>;
  else if (isError && !data) {
    body = (
      <p className={styles.note}>
        历史记录加载失败
        <button type="button" className={styles.retry} onClick={() => void refetch()}>重试</button>
      </p>
    );
  } else if (!data || data.results.length === 0) body = <p className={styles.note}>暂无查询记录</p>;
  else {
    body = (
      <ul className={styles.chips}>
        {data.results.map((r) => (
          <li key={r.id} className={r.plateColor === 2 ? `${styles.chip} ${styles.chipYellow}` : styles.chip}>
            <button type="button" className={styles.chipPlate} onClick={() => onPick(r)}
              // The name says what the tap does and contains the plate as shown (WCAG 2.5.3).
              aria-label={`填入${formatPlate(r.plateNo)}`}>
              {formatPlate(r.plateNo)}
            </button>
            <button type="button" className={styles.chipDel} aria-label={`删除${r.plateNo}`} disabled={deleting === r.id}
              onClick={() => void del(r.id)}>
              ×
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.history}>
      <h3 className={styles.subtitle}>查询记录</h3>
      {body}
    </div>
  );
}
