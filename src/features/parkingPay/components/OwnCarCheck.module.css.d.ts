// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly lane: string;
  readonly notOwn: string;
  readonly notOwnText: string;
  readonly weak: string;
};
export default styles;
