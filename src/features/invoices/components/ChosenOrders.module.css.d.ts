// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly cardTitle: string;
  readonly line: string;
  readonly money: string;
  readonly plainList: string;
  readonly sectionTitle: string;
  readonly stack: string;
  readonly textLink: string;
  readonly total: string;
  readonly weak: string;
};
export default styles;
