// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly head: string;
  readonly section: string;
  readonly sheet: string;
  readonly title: string;
};
export default styles;
