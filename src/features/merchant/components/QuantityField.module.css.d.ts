// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly error: string;
  readonly label: string;
  readonly qty: string;
  readonly weak: string;
};
export default styles;
