// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly facts: string;
  readonly label: string;
  readonly row: string;
  readonly spaced: string;
  readonly value: string;
};
export default styles;
