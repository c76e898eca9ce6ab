// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly box: string;
  readonly facts: string;
  readonly list: string;
  readonly remove: string;
  readonly row: string;
  readonly stack: string;
  readonly weak: string;
};
export default styles;
