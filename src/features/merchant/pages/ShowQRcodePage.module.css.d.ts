// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly code: string;
  readonly codeLink: string;
  readonly codeQr: string;
  readonly codeValue: string;
};
export default styles;
