// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly bar: string;
  readonly chart: string;
  readonly fill: string;
  readonly label: string;
  readonly none: string;
  readonly picture: string;
  readonly row: string;
  readonly title: string;
  readonly track: string;
  readonly value: string;
};
export default styles;
