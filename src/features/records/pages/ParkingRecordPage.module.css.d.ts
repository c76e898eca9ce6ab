// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly cardHead: string;
  readonly cardLine: string;
  readonly cardTitle: string;
  readonly chip: string;
  readonly chips: string;
  readonly count: string;
  readonly dates: string;
  readonly fieldError: string;
  readonly filters: string;
  readonly money: string;
  readonly muted: string;
};
export default styles;
