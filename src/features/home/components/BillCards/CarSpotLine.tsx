import { readStored } from '@/session/storage';
import styles from './CarSpotLine.module.css';

/**
 * A short line on a parked plate's card: where the car is, as recorded on this phone for this very stay (the bill's
 * page records it: docs/rules/parking.md, "Finding the car"). Read from the phone, so it shows offline too; nothing
 * when none was recorded for this bill.
 */
export function CarSpotLine({ uniqueId }: { uniqueId: string }) {
  const p = readStored('carPositions')?.[uniqueId];
  if (!p) return null;
  const text = p.berth
    ? `泊位 ${p.berth}`
    : [/^B\d$/.test(p.floor) ? `${p.floor}层` : p.floor, p.zone && !p.zone.endsWith('区') ? `${p.zone}区` : p.zone, p.space && !p.space.endsWith('号') ? `${p.space}号` : p.space]
        .filter(Boolean)
        .join(' ');
  return <span className={styles.spot}>停车位置：{text}</span>;
}
