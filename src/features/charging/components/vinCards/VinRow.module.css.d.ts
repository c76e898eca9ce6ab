// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly action: string;
  readonly actions: string;
  readonly itemHead: string;
  readonly label: string;
  readonly line: string;
  readonly none: string;
  readonly vin: string;
};
export default styles;
