// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly control: string;
  readonly hint: string;
  readonly invalid: string;
  readonly item: string;
  readonly label: string;
  readonly row: string;
};
export default styles;
