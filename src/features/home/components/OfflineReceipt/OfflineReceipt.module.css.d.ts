// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly amount: string;
  readonly hreceipt: string;
  readonly park: string;
  readonly plates: string;
  readonly rows: string;
  readonly saved: string;
};
export default styles;
