// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly fees: string;
  readonly money: string;
  readonly pics: string;
  readonly result: string;
  readonly stack: string;
  readonly title: string;
  readonly weak: string;
};
export default styles;
