// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly counter: string;
  readonly form: string;
  readonly over: string;
  readonly photosLabel: string;
  readonly stack: string;
};
export default styles;
