// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly avatar: string;
  readonly head: string;
  readonly headName: string;
};
export default styles;
