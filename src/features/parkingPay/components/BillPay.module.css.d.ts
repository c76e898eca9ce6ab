// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly bill: string;
  readonly billHead: string;
  readonly billPark: string;
  readonly checking: string;
  readonly fee: string;
  readonly rule: string;
  readonly weak: string;
};
export default styles;
