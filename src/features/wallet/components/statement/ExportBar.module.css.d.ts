// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly buttons: string;
  readonly export: string;
  readonly note: string;
  readonly told: string;
};
export default styles;
