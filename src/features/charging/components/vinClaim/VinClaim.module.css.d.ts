// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly error: string;
  readonly head: string;
  readonly label: string;
  readonly listTitle: string;
  readonly stack: string;
  readonly vin: string;
  readonly weak: string;
};
export default styles;
