// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly cardNote: string;
  readonly line: string;
  readonly live: string;
  readonly money: string;
  readonly moneyDue: string;
  readonly title: string;
  readonly weak: string;
};
export default styles;
