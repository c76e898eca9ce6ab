// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly cardHead: string;
  readonly cardLine: string;
  readonly cardTitle: string;
  readonly money: string;
  readonly moneyBig: string;
  readonly muted: string;
};
export default styles;
