// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly actions: string;
  readonly box: string;
  readonly facts: string;
  readonly line: string;
  readonly list: string;
  readonly row: string;
  readonly section: string;
  readonly stack: string;
  readonly weak: string;
};
export default styles;
