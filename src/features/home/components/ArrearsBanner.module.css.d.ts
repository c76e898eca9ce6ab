// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly arrears: string;
  readonly error: string;
  readonly go: string;
  readonly icon: string;
  readonly link: string;
  readonly plate: string;
  readonly text: string;
};
export default styles;
