// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly amount: string;
  readonly label: string;
  readonly rules: string;
  readonly rulesTitle: string;
  readonly summary: string;
  readonly weak: string;
};
export default styles;
