// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly l: string;
  readonly m: string;
  readonly tab: string;
  readonly tabs: string;
};
export default styles;
