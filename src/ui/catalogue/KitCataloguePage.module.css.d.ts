// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly catalogue: string;
  readonly inCard: string;
  readonly name: string;
  readonly piece: string;
  readonly row: string;
  readonly states: string;
  readonly what: string;
};
export default styles;
