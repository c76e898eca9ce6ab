// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly bar: string;
  readonly figure: string;
  readonly flat: string;
  readonly key: string;
  readonly legend: string;
  readonly name: string;
  readonly now: string;
  readonly peak: string;
  readonly sharp: string;
  readonly svg: string;
  readonly swatch: string;
  readonly tick: string;
  readonly ticks: string;
  readonly unit: string;
  readonly unknown: string;
  readonly valley: string;
  readonly wrap: string;
};
export default styles;
