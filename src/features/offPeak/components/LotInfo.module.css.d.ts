// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly rules: string;
  readonly title: string;
  readonly weak: string;
  readonly window: string;
};
export default styles;
