// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly brief: string;
  readonly footLink: string;
  readonly line: string;
  readonly money: string;
  readonly muted: string;
  readonly notice: string;
  readonly title: string;
};
export default styles;
