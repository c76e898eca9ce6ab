// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly still: string;
  readonly stillActions: string;
  readonly stillTitle: string;
  readonly weak: string;
};
export default styles;
