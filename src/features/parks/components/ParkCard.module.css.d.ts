// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly cardAddr: string;
  readonly cardDistance: string;
  readonly cardExtra: string;
  readonly cardHead: string;
  readonly cardLine: string;
  readonly cardName: string;
  readonly cardTags: string;
  readonly muted: string;
  readonly none: string;
  readonly nowrap: string;
  readonly ok: string;
};
export default styles;
