// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly count: string;
  readonly head: string;
  readonly item: string;
  readonly lines: string;
  readonly list: string;
};
export default styles;
