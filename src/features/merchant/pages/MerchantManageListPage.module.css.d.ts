// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly item: string;
  readonly itemFlush: string;
  readonly plainList: string;
};
export default styles;
