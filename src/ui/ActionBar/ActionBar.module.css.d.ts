// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly actions: string;
  readonly amount: string;
  readonly bar: string;
  readonly button: string;
};
export default styles;
