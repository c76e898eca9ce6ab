// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly chip: string;
  readonly chips: string;
  readonly fieldset: string;
  readonly hint: string;
  readonly iconEnd: string;
  readonly main: string;
  readonly row: string;
  readonly rows: string;
  readonly side: string;
};
export default styles;
