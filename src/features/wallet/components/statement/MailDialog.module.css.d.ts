// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly actions: string;
  readonly dialog: string;
  readonly title: string;
  readonly what: string;
};
export default styles;
