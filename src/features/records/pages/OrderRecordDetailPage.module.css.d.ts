// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly billRow: string;
  readonly money: string;
  readonly muted: string;
  readonly plainList: string;
};
export default styles;
