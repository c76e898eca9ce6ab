// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly addLink: string;
  readonly count: string;
  readonly line: string;
  readonly stack: string;
};
export default styles;
