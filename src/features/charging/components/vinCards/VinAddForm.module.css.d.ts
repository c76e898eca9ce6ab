// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly form: string;
  readonly intro: string;
  readonly label: string;
  readonly note: string;
  readonly warning: string;
  readonly ways: string;
};
export default styles;
