// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly coupon: string;
  readonly couponAmount: string;
  readonly couponCheck: string;
  readonly couponText: string;
  readonly rowButton: string;
  readonly weak: string;
};
export default styles;
