// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly coupon: string;
  readonly link: string;
  readonly offer: string;
};
export default styles;
