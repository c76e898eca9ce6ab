import { useState } from 'react';
import { useStationTrustQuery } from '@/api/cps/stationTrust';
import type { GunType } from '@/api/cps/gun.types';
import type { StationTrust } from '@/api/cps/stationTrust.types';
import type { DriverPosition } from '@/platform/useDriverPosition';
import { ChoiceRadios } from '@/ui/form';
import { QueryState } from '@/ui/states/States';
import { expectedFreeText, lastSuccessText, rankPiles, shareText } from './trustText';
import { isLocated, trustArgs } from './trustArgs';
import styles from './Trust.module.css';

/** Asked when the page does not know where the driver is (定位 refused or failed): how soon they will be there. */
const ARRIVE_CHOICES = [
  { value: '15', label: '15分钟后' },
  { value: '30', label: '30分钟后' },
  { value: '60', label: '60分钟后' },
];

/**
 * 充电桩可靠性 on the station page: the guns likely free when the driver arrives (from where they are, or the arrival
 * time they pick), and each pile's record over 30 days, the ones that work first. Each figure says where it comes from.
 * `where` is the page's one reading of the driver's position (its first screen reads the same record).
 */
export function ChargerTrust({ stationId, serverNow, where }: { stationId: string; serverNow: number; where: DriverPosition }) {
  const located = isLocated(where);
  const [arriveIn, setArriveIn] = useState('');
  // Until the platform answers (or times out) the arrival is not known: asked once, not twice.
  const trust = useStationTrustQuery(trustArgs(stationId, where, arriveIn ? Number(arriveIn) : undefined), { skip: where.source === null });
  return (
    <section className={styles.card} aria-labelledby="chg-trust">
      <h2 className={styles.title} id="chg-trust">
        充电桩可靠性
      </h2>
      <div className={styles.body}>
        <QueryState query={trust} loading="可靠性记录加载中" error="可靠性记录加载失败">
          {(data) => (
            <>
              <section aria-labelledby="chg-trust-free" className={styles.body}>
                <h3 className={styles.subtitle} id="chg-trust-free">
                  到达时的空闲充电枪
                </h3>
                {!located && (
                  <ChoiceRadios id="chg-trust-arrive" legend="预计到达" chips choices={ARRIVE_CHOICES} value={arriveIn} onChange={setArriveIn} hint="未获取到您的位置，请选择预计到达时间" />
                )}
                {located || arriveIn ? <Expected data={data} /> : null}
              </section>
              <Piles data={data} serverNow={serverNow} />
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}

function Expected({ data }: { data: StationTrust }) {
  const kinds: GunType[] = [...new Set(data.piles.map((p) => p.gunType))];
  return (
    <>
      <p className={styles.strong} aria-live="polite">
        {expectedFreeText(data.expectedFree, kinds)}
      </p>
      <p className={styles.source}>来源：{data.expectedFree.basis}（为估计，到达时可能有变化）</p>
    </>
  );
}

function Piles({ data, serverNow }: { data: StationTrust; serverNow: number }) {
  return (
    <section aria-labelledby="chg-trust-piles" className={styles.body}>
      <h3 className={styles.subtitle} id="chg-trust-piles">
        各充电桩近期表现
      </h3>
      <p className={styles.source}>来源：{data.basis}</p>
      <ul className={styles.piles}>
        {rankPiles(data.piles).map((p) => (
          <li key={p.pileCode} className={styles.pile}>
            <p className={styles.pileName}>{p.pileName}</p>
            {p.lastThreeFailed && <p className={styles.warning}>最近3次启动均失败</p>}
            <p className={styles.text}>{shareText(p)}</p>
            <p className={styles.text}>{lastSuccessText(p, serverNow)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
