// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly choice: string;
  readonly weak: string;
};
export default styles;
