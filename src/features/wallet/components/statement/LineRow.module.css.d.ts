// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly amount: string;
  readonly amountIn: string;
  readonly channel: string;
  readonly line: string;
  readonly row: string;
  readonly title: string;
  readonly weak: string;
};
export default styles;
