// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly footer: string;
  readonly footerTotal: string;
  readonly next: string;
  readonly stack: string;
};
export default styles;
