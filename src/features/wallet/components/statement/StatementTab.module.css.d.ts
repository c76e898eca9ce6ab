// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly head: string;
  readonly tab: string;
};
export default styles;
