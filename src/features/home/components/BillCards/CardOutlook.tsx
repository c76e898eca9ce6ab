import { useEffect } from 'react';
import { feeOutlook, type FeeRule } from '@/lib/feePreview';
import { formatMoney } from '@/lib/format';
import styles from './CardOutlook.module.css';

interface Props {
  rule: FeeRule;
  /** Entry time (epoch ms) and the card's clock. */
  startMs: number;
  now: number;
  /** The fee just rose: the card's bill is asked for again (its amount is the server's). */
  onRise: () => void;
}

/**
 * The card's line on what comes next (no surprise fees): "免费至 14:35" while free, else "23分钟后 +10.00元".
 * Its own chunk, loaded once a card with a running bill shows: the first screen stays as it was.
 */
export function CardOutlook({ rule, startMs, now, onRise }: Props) {
  const outlook = feeOutlook(rule, Math.max(0, Math.floor((now - startMs) / 1000)));
  const secondsToRise = outlook?.secondsToRise ?? null;
  useEffect(() => {
    if (secondsToRise === null) return undefined;
    const t = window.setTimeout(onRise, secondsToRise * 1000 + 1500);
    return () => window.clearTimeout(t);
  }, [secondsToRise, onRise]);
  if (!outlook) return null;
  if (outlook.free) {
    // Beijing time, as the lot's clock and the bill show it.
    const until = new Date(startMs + outlook.riseAtSeconds * 1000 + 8 * 3_600_000).toISOString().slice(11, 16);
    return <span className={styles.outlook}>免费至 {until}</span>;
  }
  return (
    <span className={styles.outlook}>
      {Math.max(1, Math.ceil(outlook.secondsToRise / 60))}分钟后 +{formatMoney(outlook.riseCents)}
    </span>
  );
}
