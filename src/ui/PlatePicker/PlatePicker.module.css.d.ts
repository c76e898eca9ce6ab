// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly fieldset: string;
  readonly hint: string;
  readonly legend: string;
  readonly main: string;
  readonly message: string;
  readonly note: string;
  readonly row: string;
  readonly rows: string;
  readonly side: string;
};
export default styles;
