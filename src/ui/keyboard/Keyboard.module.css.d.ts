// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly bar: string;
  readonly done: string;
  readonly key: string;
  readonly keyDel: string;
  readonly keyWide: string;
  readonly keyboard: string;
  readonly keyboardOpen: string;
  readonly number: string;
  readonly retry: string;
  readonly row: string;
  readonly rows: string;
  readonly switch: string;
  readonly waiting: string;
};
export default styles;
