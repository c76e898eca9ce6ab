// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly chevron: string;
  readonly note: string;
  readonly row: string;
  readonly text: string;
  readonly title: string;
};
export default styles;
