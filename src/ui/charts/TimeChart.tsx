import { parseServerTime } from '@/lib/time';
import '../theme/charts.css';
import { HiddenTable } from './HiddenTable';
import { areaPath, axisNumber, drawable, linePath, niceTop, plotPoints, type TimePoint } from './scale';
import styles from './TimeChart.module.css';

export interface TimeChartProps {
  /** What is drawn (充电功率): the chart's visible title, the start of its summary and its table's caption. */
  title: string;
  /** The values' unit (kW), written after each value. */
  unit: string;
  /** The readings, any order; one with a time or value that is not a finite number is left out. */
  points: readonly TimePoint[];
  /** A value as the summary and the table write it ('26.6'); the axis writes round numbers by itself. */
  format?: (value: number) => string;
  /** Which of the chart colours the line takes, so two charts stacked are told apart. */
  tone?: 1 | 2;
  /** What the plot says when there is no reading. */
  empty?: string;
}

/** The plot's own units: the SVG is stretched to the container's width and the CSS height (viewBox + 100 %). */
const W = 300;
const H = 100;

const clock = (ms: number) => parseServerTime(ms)?.format('HH:mm') ?? '';

/** One sentence a screen reader says for the picture: the span, how many readings, the highest and the latest. */
function summaryOf({ title, unit, format = axisNumber, empty = '暂无数据' }: TimeChartProps, points: TimePoint[]): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return `${title}：${empty}`;
  if (points.length === 1) return `${title}：${clock(first.at)} ${format(first.value)} ${unit}`;
  const max = Math.max(...points.map((p) => p.value));
  return `${title}：${clock(first.at)} 至 ${clock(last.at)} 共 ${points.length} 个读数，最高 ${format(max)} ${unit}，最新 ${format(last.value)} ${unit}`;
}

/**
 * A value over time as a line with the area under it (the power of a charge, the energy so far): a picture for the
 * eye, with one sentence for a screen reader (`role=img`) and every reading in a table only a screen reader reads.
 * The SVG is stretched to the width it is given; the axis' words are HTML on the type tokens, so 长辈模式 enlarges them
 * as it does every text, and the line keeps its width (non-scaling stroke) whatever the stretch.
 */
export function TimeChart(props: TimeChartProps) {
  const { title, unit, format = axisNumber, tone = 1, empty = '暂无数据' } = props;
  const points = drawable(props.points);
  const top = niceTop(Math.max(0, ...points.map((p) => p.value)));
  const xy = plotPoints(points, top, W, H);
  const last = xy[xy.length - 1];
  const first = points[0];
  const latest = points[points.length - 1];
  return (
    <div className={`${styles.chart} ${tone === 2 ? styles.tone2 : styles.tone1}`}>
      <div role="img" aria-label={summaryOf(props, points)} className={styles.picture}>
        <p className={styles.title}>
          {title}
          <span className={styles.unit}>（{unit}）</span>
        </p>
        <div className={styles.frame}>
          <div className={styles.yAxis}>
            <span>{axisNumber(top)}</span>
            <span>{axisNumber(top / 2)}</span>
            <span>0</span>
          </div>
          <div className={styles.plot}>
            <svg className={styles.svg} viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
              {[0, H / 2, H].map((y) => (
                <line key={y} className={styles.grid} x1={0} x2={W} y1={y} y2={y} vectorEffect="non-scaling-stroke" />
              ))}
              {xy.length > 1 && <path className={styles.area} d={areaPath(xy, H)} />}
              {xy.length > 1 && <path className={styles.line} d={linePath(xy)} vectorEffect="non-scaling-stroke" />}
              {/* The latest reading as a dot: a zero-length stroke with round caps stays round however the plot is stretched. */}
              {last && <path className={styles.dot} d={`M${last[0].toFixed(2)} ${last[1].toFixed(2)}h0`} vectorEffect="non-scaling-stroke" />}
            </svg>
            {!first && <p className={styles.none}>{empty}</p>}
          </div>
          {first && latest && (
            <p className={styles.xAxis}>
              <span>{clock(first.at)}</span>
              {points.length > 1 && <span>{clock(latest.at)}</span>}
            </p>
          )}
        </div>
      </div>
      {points.length > 0 && (
        <HiddenTable
          caption={`${title}（${unit}）`}
          heads={['时间', `${title}（${unit}）`]}
          rows={points.map((p, i) => ({ key: `${p.at}-${i}`, head: clock(p.at), value: format(p.value) }))}
        />
      )}
    </div>
  );
}
