// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly caption: string;
  readonly money: string;
  readonly table: string;
  readonly tables: string;
  readonly what: string;
};
export default styles;
