// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly formNote: string;
  readonly hint: string;
  readonly sectionBerths: string;
  readonly sectionName: string;
  readonly tagList: string;
};
export default styles;
