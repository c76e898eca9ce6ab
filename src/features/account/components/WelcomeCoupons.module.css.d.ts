// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly coupon: string;
  readonly couponBody: string;
  readonly couponName: string;
  readonly couponValue: string;
  readonly note: string;
  readonly sectionTitle: string;
};
export default styles;
