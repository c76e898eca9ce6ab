// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly amount: string;
  readonly card: string;
  readonly label: string;
  readonly link: string;
  readonly links: string;
  readonly parts: string;
};
export default styles;
