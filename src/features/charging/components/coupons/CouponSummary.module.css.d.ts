// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly amount: string;
  readonly coupon: string;
  readonly name: string;
  readonly text: string;
  readonly weak: string;
};
export default styles;
