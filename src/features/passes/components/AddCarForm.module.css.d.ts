// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly fieldset: string;
  readonly link: string;
  readonly note: string;
  readonly stack: string;
  readonly weak: string;
};
export default styles;
