// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly actions: string;
  readonly note: string;
  readonly noteInfo: string;
};
export default styles;
