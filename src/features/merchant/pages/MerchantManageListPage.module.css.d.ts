// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly item: string;
  readonly itemFlush: string;
  readonly line: string;
  readonly link: string;
  readonly plainList: string;
  readonly stack: string;
  readonly tag: string;
  readonly title: string;
  readonly weak: string;
};
export default styles;
