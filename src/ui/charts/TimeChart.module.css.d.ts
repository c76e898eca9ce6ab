// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly area: string;
  readonly chart: string;
  readonly dot: string;
  readonly frame: string;
  readonly grid: string;
  readonly line: string;
  readonly none: string;
  readonly picture: string;
  readonly plot: string;
  readonly svg: string;
  readonly title: string;
  readonly tone1: string;
  readonly tone2: string;
  readonly unit: string;
  readonly xAxis: string;
  readonly yAxis: string;
};
export default styles;
