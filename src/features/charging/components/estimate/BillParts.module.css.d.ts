// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly caption: string;
  readonly figure: string;
  readonly table: string;
};
export default styles;
