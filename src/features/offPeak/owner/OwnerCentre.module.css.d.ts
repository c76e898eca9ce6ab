// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly good: string;
  readonly line: string;
  readonly money: string;
  readonly shortcuts: string;
  readonly stack: string;
  readonly stats: string;
  readonly statsSmall: string;
  readonly subtitle: string;
  readonly title: string;
  readonly warn: string;
  readonly weak: string;
};
export default styles;
