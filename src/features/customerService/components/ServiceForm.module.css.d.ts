// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly counter: string;
  readonly counterOver: string;
  readonly photoLabel: string;
};
export default styles;
