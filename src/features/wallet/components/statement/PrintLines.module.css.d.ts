// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly caption: string;
  readonly detail: string;
  readonly money: string;
  readonly table: string;
  readonly time: string;
  readonly title: string;
};
export default styles;
