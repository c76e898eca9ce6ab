// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly alternatives: string;
  readonly card: string;
  readonly stack: string;
  readonly title: string;
  readonly weak: string;
};
export default styles;
