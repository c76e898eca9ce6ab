// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly bad: string;
  readonly card: string;
  readonly line: string;
  readonly list: string;
  readonly money: string;
  readonly moneyDue: string;
  readonly stack: string;
  readonly subtitle: string;
  readonly title: string;
  readonly weak: string;
};
export default styles;
