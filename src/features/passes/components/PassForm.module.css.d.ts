// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly danger: string;
  readonly note: string;
  readonly sectionTitle: string;
  readonly stack: string;
  readonly title: string;
  readonly weak: string;
};
export default styles;
