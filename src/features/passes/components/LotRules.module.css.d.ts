// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly list: string;
  readonly stack: string;
  readonly subtitle: string;
};
export default styles;
