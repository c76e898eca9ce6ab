// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly actions: string;
  readonly cancelled: string;
  readonly details: string;
  readonly result: string;
  readonly title: string;
};
export default styles;
