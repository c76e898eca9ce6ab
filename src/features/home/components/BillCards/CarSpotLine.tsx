import { readStored } from '@/session/storage';
import styles from './CarSpotLine.module.css';

/**
 * A short line on a parked plate's card: where the car is, for this very stay (docs/rules/parking.md, "Finding the
 * car"). The lot's berth is the lot's to say: the card's answer (`berthNo`) decides it, so a berth the lot dropped is
 * gone here at once, not when the bill is next opened; with no answer yet (offline, the kept card) the phone's copy
 * shows. A position the driver recorded is the phone's own and always shows.
 */
export function CarSpotLine({ uniqueId, berthNo }: { uniqueId: string; berthNo?: string | null }) {
  const kept = readStored('carPositions')?.[uniqueId];
  const lotSays = berthNo !== undefined;
  if (lotSays && berthNo) return <span className={styles.spot}>停车位置：泊位 {berthNo}</span>;
  const p = kept && (!kept.berth || !lotSays) ? kept : undefined;
  if (!p) return null;
  const text = p.berth
    ? `泊位 ${p.berth}`
    : [/^B\d$/.test(p.floor) ? `${p.floor}层` : p.floor, p.zone && !p.zone.endsWith('区') ? `${p.zone}区` : p.zone, p.space && !p.space.endsWith('号') ? `${p.space}号` : p.space]
        .filter(Boolean)
        .join(' ');
  return <span className={styles.spot}>停车位置：{text}</span>;
}
