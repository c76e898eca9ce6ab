// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly billMain: string;
  readonly billRow: string;
  readonly fee: string;
  readonly nowrap: string;
  readonly weak: string;
};
export default styles;
