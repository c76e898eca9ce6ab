// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly check: string;
  readonly error: string;
  readonly invalid: string;
  readonly row: string;
};
export default styles;
