/**
 * The arithmetic of the kit's charts, apart from drawing: what a value axis runs up to, where a reading lies in the
 * plot, and which readings can be drawn at all. Every result is a finite number, so no chart ever writes NaN into an
 * SVG path or a screen reader's table.
 */

export interface TimePoint {
  /** Epoch milliseconds (a server time, read by the feature). */
  at: number;
  value: number;
}

const STEPS = [1, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** The top of a value axis: the smallest round number (1, 2, 2.5, 3, 4, 5, 6 or 8 × 10ⁿ) at or above `max`; 1 when nothing is above 0. */
export function niceTop(max: number): number {
  if (!Number.isFinite(max) || max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = STEPS.find((s) => s * power >= max * (1 - 1e-9)) ?? 10;
  return Number((step * power).toPrecision(6));
}

/** A number as an axis writes it: at most two decimals, no trailing zeros ('30', '2.5'). */
export function axisNumber(n: number): string {
  return String(Number(n.toFixed(2)));
}

/** The readings that can be drawn (a finite time and value), oldest first; a value below 0 is drawn at 0. */
export function drawable(points: readonly TimePoint[]): TimePoint[] {
  return points
    .filter((p) => Number.isFinite(p.at) && Number.isFinite(p.value))
    .map((p) => ({ at: p.at, value: Math.max(0, p.value) }))
    .sort((a, b) => a.at - b.at);
}

/** Where each reading lies in a plot of `width` × `height` (y down), from the first reading's time to the last's and 0 to `top`. */
export function plotPoints(points: readonly TimePoint[], top: number, width: number, height: number): [number, number][] {
  const first = points[0]?.at ?? 0;
  const span = (points[points.length - 1]?.at ?? first) - first;
  return points.map((p) => [span > 0 ? ((p.at - first) / span) * width : width, height - (Math.min(p.value, top) / top) * height]);
}

const fixed = (n: number) => Number(n.toFixed(2));

/** The line through the readings as an SVG path ('' for none). */
export function linePath(xy: readonly [number, number][]): string {
  return xy.map(([x, y], i) => `${i ? 'L' : 'M'}${fixed(x)} ${fixed(y)}`).join('');
}

/** The area under the line, down to the baseline at `height` ('' for fewer than two readings: there is no area). */
export function areaPath(xy: readonly [number, number][], height: number): string {
  if (xy.length < 2) return '';
  const [x0] = xy[0]!;
  const [x1] = xy[xy.length - 1]!;
  return `${linePath(xy)}L${fixed(x1)} ${height}L${fixed(x0)} ${height}Z`;
}
