import { memo } from 'react';
import type { SessionSample } from '@/api/cps/session.types';
import { parseServerTime } from '@/lib/time';
import { TimeChart } from '@/ui/charts/TimeChart';
import type { TimePoint } from '@/ui/charts/scale';
import styles from './SessionCharts.module.css';

/** The readings as the charts' points, in kW and 度; null when a reading's time cannot be read (the series is not to be trusted). */
function curvesOf(samples: readonly SessionSample[]): { power: TimePoint[]; energy: TimePoint[] } | null {
  const power: TimePoint[] = [];
  const energy: TimePoint[] = [];
  for (const s of samples) {
    const at = parseServerTime(s.at)?.valueOf();
    if (at === undefined) return null;
    power.push({ at, value: s.powerW / 1000 });
    energy.push({ at, value: s.energyWh / 1000 });
  }
  return { power, energy };
}

/**
 * 充电功率 and 已充电量 over the session, from the pile's readings in the answer (each poll brings the next). A series
 * the app cannot read says so in a line and takes nothing else with it; none yet (energy has not flowed) draws nothing.
 * Memoised on the answer's series: the page redraws every second for its clock, the curves only with a new answer.
 */
export const SessionCharts = memo(function SessionCharts({ samples }: { samples: readonly SessionSample[] | null }) {
  const curves = samples ? curvesOf(samples) : null;
  if (!curves) return <p className={styles.note}>充电曲线暂不可用</p>;
  if (curves.power.length === 0) return null;
  return (
    <section className={styles.card} aria-label="充电曲线">
      <TimeChart title="充电功率" unit="kW" tone={2} format={(v) => v.toFixed(1)} points={curves.power} />
      <TimeChart title="已充电量" unit="度" format={(v) => v.toFixed(2)} points={curves.energy} />
    </section>
  );
});
