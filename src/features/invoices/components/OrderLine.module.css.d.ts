// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly kind: string;
  readonly line: string;
  readonly meta: string;
  readonly money: string;
  readonly order: string;
  readonly orderTitle: string;
  readonly weak: string;
};
export default styles;
