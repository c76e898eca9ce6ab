import '../theme/charts.css';
import styles from './BarChart.module.css';
import { HiddenTable } from './HiddenTable';

export interface Bar {
  key: string;
  /** The category in the driver's words (停车费). */
  label: string;
  /** What sets the bar's length (integer cents, a count): any finite number; below 0 draws no bar. */
  value: number;
  /** The value as the driver reads it (15.00元), beside the bar, in the summary and in the table. */
  text: string;
}

export interface BarChartProps {
  /** What the bars show (支出构成): the chart's visible title, the start of its summary and its table's caption. */
  title: string;
  /** In the order they are drawn (the feature sorts them). */
  bars: readonly Bar[];
  /** The screen reader table's column heads: what a label is (类型) and what a value is (支出). */
  labelHead: string;
  valueHead: string;
  /** What the chart says when there is no bar. */
  empty?: string;
}

/** The bar's share of the longest, in the SVG's 0–100; a value above 0 always shows (1 at least). */
function lengthOf(value: number, longest: number): number {
  if (!Number.isFinite(value) || value <= 0 || longest <= 0) return 0;
  return Math.max(1, Math.round((value / longest) * 1000) / 10);
}

/**
 * Amounts by category as horizontal bars, which a phone reads best with Chinese labels: each row the label and the
 * amount on one line (wrapping whole in 长辈模式) and the bar under them, as long as its share of the longest. One
 * sentence for a screen reader (`role=img`) and the same figures in a table only a screen reader reads.
 */
export function BarChart({ title, bars, labelHead, valueHead, empty = '暂无数据' }: BarChartProps) {
  const longest = Math.max(0, ...bars.map((b) => (Number.isFinite(b.value) ? b.value : 0)));
  const summary = bars.length ? `${title}：${bars.map((b) => `${b.label} ${b.text}`).join('，')}` : `${title}：${empty}`;
  return (
    <div className={styles.chart}>
      <div role="img" aria-label={summary} className={styles.picture}>
        <p className={styles.title}>{title}</p>
        {bars.length === 0 && <p className={styles.none}>{empty}</p>}
        {bars.map((b) => (
          <div key={b.key} className={styles.row}>
            <span className={styles.label}>{b.label}</span>
            <span className={styles.value}>{b.text}</span>
            <svg className={styles.bar} viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">
              <rect className={styles.track} width={100} height={1} />
              <rect className={styles.fill} width={lengthOf(b.value, longest)} height={1} />
            </svg>
          </div>
        ))}
      </div>
      {bars.length > 0 && <HiddenTable caption={title} heads={[labelHead, valueHead]} rows={bars.map((b) => ({ key: b.key, head: b.label, value: b.text }))} />}
    </div>
  );
}
