// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly blue: string;
  readonly green: string;
  readonly large: string;
  readonly plate: string;
  readonly small: string;
  readonly yellow: string;
};
export default styles;
