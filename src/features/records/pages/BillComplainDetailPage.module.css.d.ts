// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly cardTitle: string;
  readonly footLink: string;
  readonly muted: string;
  readonly plainList: string;
  readonly reply: string;
};
export default styles;
