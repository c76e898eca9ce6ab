// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly fieldset: string;
  readonly select: string;
  readonly time: string;
};
export default styles;
