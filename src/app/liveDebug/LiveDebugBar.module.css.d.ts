// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly bar: string;
  readonly end: string;
};
export default styles;
