// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly count: string;
  readonly tab: string;
  readonly tabs: string;
};
export default styles;
