// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly bill: string;
  readonly billHead: string;
  readonly billPark: string;
  readonly fee: string;
  readonly paidLinks: string;
};
export default styles;
