// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly diff: string;
  readonly head: string;
  readonly lines: string;
  readonly same: string;
};
export default styles;
