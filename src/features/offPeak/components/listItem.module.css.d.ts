// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly bad: string;
  readonly item: string;
  readonly keep: string;
  readonly line: string;
  readonly title: string;
  readonly weak: string;
};
export default styles;
