// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly hnews: string;
  readonly img: string;
  readonly main: string;
  readonly row: string;
  readonly summary: string;
  readonly time: string;
  readonly title: string;
};
export default styles;
