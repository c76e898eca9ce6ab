// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly box: string;
  readonly call: string;
  readonly hotline: string;
  readonly weak: string;
};
export default styles;
