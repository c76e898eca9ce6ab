// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly bill: string;
  readonly billName: string;
  readonly bills: string;
  readonly heading: string;
  readonly host: string;
  readonly line: string;
  readonly ok: string;
  readonly result: string;
  readonly steps: string;
  readonly warn: string;
};
export default styles;
