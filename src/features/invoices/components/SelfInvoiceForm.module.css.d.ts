// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly cardTitle: string;
  readonly line: string;
  readonly listTitle: string;
  readonly money: string;
  readonly stack: string;
  readonly total: string;
  readonly weak: string;
};
export default styles;
