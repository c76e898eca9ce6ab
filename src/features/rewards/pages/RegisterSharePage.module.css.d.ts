// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly actions: string;
  readonly box: string;
  readonly code: string;
  readonly linkText: string;
  readonly rules: string;
  readonly stack: string;
  readonly weak: string;
};
export default styles;
