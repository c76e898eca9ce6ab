// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly cardFor: string;
  readonly form: string;
  readonly label: string;
  readonly tips: string;
};
export default styles;
