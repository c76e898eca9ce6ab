// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly actions: string;
  readonly code: string;
  readonly linkText: string;
  readonly rules: string;
};
export default styles;
