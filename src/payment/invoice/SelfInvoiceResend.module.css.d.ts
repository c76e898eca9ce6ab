// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly actions: string;
  readonly form: string;
  readonly note: string;
  readonly resend: string;
  readonly sent: string;
};
export default styles;
