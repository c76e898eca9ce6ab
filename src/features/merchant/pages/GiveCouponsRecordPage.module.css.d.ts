// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly find: string;
  readonly input: string;
  readonly search: string;
  readonly stack: string;
};
export default styles;
