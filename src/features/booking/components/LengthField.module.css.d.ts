// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly fieldset: string;
  readonly money: string;
  readonly select: string;
  readonly timeSingle: string;
  readonly weak: string;
};
export default styles;
