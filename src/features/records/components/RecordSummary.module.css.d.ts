// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly fee: string;
  readonly muted: string;
  readonly park: string;
  readonly summary: string;
};
export default styles;
