// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly cards: string;
  readonly foot: string;
  readonly item: string;
  readonly list: string;
  readonly more: string;
  readonly paged: string;
  readonly plain: string;
  readonly sentinel: string;
};
export default styles;
