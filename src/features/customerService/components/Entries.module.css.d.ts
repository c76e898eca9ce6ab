// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly box: string;
  readonly entries: string;
  readonly entry: string;
};
export default styles;
