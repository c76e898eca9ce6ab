// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly amount: string;
  readonly amountLabel: string;
  readonly head: string;
  readonly money: string;
  readonly note: string;
  readonly title: string;
};
export default styles;
