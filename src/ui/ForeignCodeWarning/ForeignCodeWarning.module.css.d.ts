// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly host: string;
  readonly warning: string;
};
export default styles;
