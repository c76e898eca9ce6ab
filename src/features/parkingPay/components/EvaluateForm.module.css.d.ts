// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly evaluate: string;
  readonly fieldLabel: string;
  readonly on: string;
  readonly sectionTitle: string;
  readonly star: string;
  readonly stars: string;
  readonly thanks: string;
};
export default styles;
