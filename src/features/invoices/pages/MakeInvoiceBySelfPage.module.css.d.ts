// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly formError: string;
  readonly intro: string;
  readonly note: string;
};
export default styles;
