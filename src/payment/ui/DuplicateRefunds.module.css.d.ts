// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly item: string;
  readonly line: string;
  readonly list: string;
  readonly refunds: string;
  readonly title: string;
  readonly weak: string;
};
export default styles;
