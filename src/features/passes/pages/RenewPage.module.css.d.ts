// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly cardFlush: string;
  readonly list: string;
  readonly stack: string;
  readonly weak: string;
};
export default styles;
