// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly discount: string;
  readonly live: string;
  readonly money: string;
  readonly moneyDue: string;
  readonly summary: string;
  readonly summaryAmount: string;
  readonly weak: string;
};
export default styles;
