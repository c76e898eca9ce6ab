// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly actions: string;
  readonly money: string;
  readonly muted: string;
  readonly payAmount: string;
  readonly payChannel: string;
  readonly payRow: string;
  readonly plainList: string;
};
export default styles;
