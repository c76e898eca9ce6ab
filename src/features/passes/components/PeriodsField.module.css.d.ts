// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly line: string;
  readonly price: string;
};
export default styles;
