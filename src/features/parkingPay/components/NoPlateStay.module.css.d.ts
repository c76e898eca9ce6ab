// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly fee: string;
  readonly note: string;
  readonly stack: string;
  readonly warn: string;
  readonly weak: string;
};
export default styles;
