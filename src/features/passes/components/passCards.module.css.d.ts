// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly line: string;
  readonly note: string;
  readonly noteDanger: string;
  readonly noteInfo: string;
  readonly title: string;
  readonly weak: string;
};
export default styles;
