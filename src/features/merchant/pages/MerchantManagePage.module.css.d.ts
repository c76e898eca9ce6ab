// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly actions: string;
  readonly list: string;
  readonly stats: string;
};
export default styles;
