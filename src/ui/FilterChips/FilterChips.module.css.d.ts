// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly chip: string;
  readonly chips: string;
  readonly filterChips: string;
  readonly input: string;
  readonly legend: string;
  readonly legendHidden: string;
  readonly on: string;
};
export default styles;
