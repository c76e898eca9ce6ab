// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly cardNoteQuiet: string;
  readonly fees: string;
  readonly moneyDue: string;
  readonly note: string;
  readonly total: string;
  readonly weak: string;
};
export default styles;
