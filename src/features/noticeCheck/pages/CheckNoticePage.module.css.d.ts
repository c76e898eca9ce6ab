// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly error: string;
  readonly form: string;
  readonly heading: string;
  readonly intro: string;
  readonly label: string;
  readonly link: string;
  readonly links: string;
  readonly note: string;
  readonly plateInput: string;
  readonly result: string;
};
export default styles;
