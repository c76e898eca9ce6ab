// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly cardTitle: string;
  readonly form: string;
  readonly formError: string;
  readonly formNote: string;
  readonly submit: string;
  readonly tips: string;
  readonly ways: string;
};
export default styles;
