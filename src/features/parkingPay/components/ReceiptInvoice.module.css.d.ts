// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly bill: string;
  readonly invoices: string;
  readonly state: string;
  readonly title: string;
  readonly weak: string;
};
export default styles;
