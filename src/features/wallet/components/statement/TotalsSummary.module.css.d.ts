// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly cell: string;
  readonly label: string;
  readonly totals: string;
  readonly value: string;
};
export default styles;
