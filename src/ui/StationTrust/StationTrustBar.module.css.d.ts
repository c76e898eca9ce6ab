// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly bar: string;
  readonly group: string;
  readonly note: string;
  readonly option: string;
  readonly retry: string;
};
export default styles;
