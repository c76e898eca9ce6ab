// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly money: string;
  readonly stack: string;
  readonly stateNote: string;
  readonly stateNoteFailed: string;
  readonly summary: string;
  readonly summaryAmount: string;
  readonly weak: string;
};
export default styles;
