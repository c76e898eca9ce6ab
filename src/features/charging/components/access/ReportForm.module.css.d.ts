// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly fieldset: string;
  readonly legend: string;
  readonly weak: string;
};
export default styles;
