// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly cardLink: string;
  readonly cardTitle: string;
  readonly fail: string;
  readonly line: string;
  readonly money: string;
  readonly weak: string;
};
export default styles;
