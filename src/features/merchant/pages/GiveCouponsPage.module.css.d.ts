// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly checked: string;
  readonly chips: string;
  readonly choice: string;
  readonly error: string;
};
export default styles;
