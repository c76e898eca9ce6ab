// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly dot: string;
  readonly line: string;
  readonly title: string;
  readonly titleRead: string;
  readonly weak: string;
};
export default styles;
