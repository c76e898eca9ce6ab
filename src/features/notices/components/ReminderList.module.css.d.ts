// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly bar: string;
  readonly settings: string;
};
export default styles;
