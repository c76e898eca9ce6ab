// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly money: string;
  readonly refusal: string;
  readonly retry: string;
  readonly weak: string;
};
export default styles;
