// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly item: string;
  readonly line: string;
  readonly money: string;
  readonly tag: string;
  readonly tagOff: string;
  readonly tagOk: string;
  readonly tagWarn: string;
  readonly title: string;
  readonly weak: string;
};
export default styles;
