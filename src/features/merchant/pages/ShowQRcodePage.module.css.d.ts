// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly code: string;
  readonly codeLink: string;
  readonly codeQr: string;
  readonly codeValue: string;
  readonly note: string;
  readonly noteDanger: string;
  readonly noteSuccess: string;
  readonly stack: string;
  readonly title: string;
  readonly weak: string;
};
export default styles;
