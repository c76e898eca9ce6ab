// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly danger: string;
  readonly footer: string;
  readonly note: string;
  readonly sectionTitle: string;
  readonly stack: string;
  readonly submit: string;
  readonly title: string;
  readonly total: string;
  readonly weak: string;
};
export default styles;
