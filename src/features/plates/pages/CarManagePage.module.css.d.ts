// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly action: string;
  readonly chevron: string;
  readonly count: string;
  readonly formNote: string;
  readonly plateActions: string;
  readonly plateDefault: string;
  readonly plateMain: string;
  readonly plateTags: string;
  readonly plates: string;
};
export default styles;
