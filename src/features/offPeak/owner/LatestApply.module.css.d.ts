// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly note: string;
  readonly noteDanger: string;
  readonly noteInfo: string;
};
export default styles;
