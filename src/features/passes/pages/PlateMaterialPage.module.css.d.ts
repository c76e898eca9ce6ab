// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly cardFlush: string;
  readonly item: string;
  readonly line: string;
  readonly list: string;
  readonly weak: string;
};
export default styles;
