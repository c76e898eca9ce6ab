// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly amount: string;
  readonly extra: string;
  readonly label: string;
  readonly moneyLine: string;
  readonly pending: string;
};
export default styles;
