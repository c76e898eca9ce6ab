// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly choiceChannel: string;
  readonly form: string;
  readonly formError: string;
  readonly hint: string;
  readonly intro: string;
};
export default styles;
