// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly money: string;
  readonly part: string;
  readonly side: string;
  readonly weak: string;
};
export default styles;
