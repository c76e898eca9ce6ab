// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly cardAddr: string;
  readonly cardLine: string;
  readonly fav: string;
  readonly list: string;
  readonly muted: string;
  readonly none: string;
  readonly nowrap: string;
  readonly ok: string;
  readonly remove: string;
  readonly tabs: string;
};
export default styles;
