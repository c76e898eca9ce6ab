// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly center: string;
  readonly formError: string;
  readonly note: string;
  readonly sectionTitle: string;
  readonly stack: string;
  readonly weak: string;
};
export default styles;
