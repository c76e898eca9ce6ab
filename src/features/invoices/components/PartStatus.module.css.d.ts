// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly fail: string;
  readonly line: string;
  readonly textLink: string;
};
export default styles;
