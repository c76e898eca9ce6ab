// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly gun: string;
  readonly guns: string;
  readonly name: string;
  readonly state: string;
  readonly uncertain: string;
};
export default styles;
