// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly back: string;
  readonly bar: string;
  readonly barRight: string;
  readonly barRow: string;
  readonly barTitle: string;
  readonly body: string;
  readonly footer: string;
  readonly page: string;
};
export default styles;
