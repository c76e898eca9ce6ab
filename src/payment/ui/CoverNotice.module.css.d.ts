// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly kind: string;
  readonly notice: string;
  readonly small: string;
};
export default styles;
