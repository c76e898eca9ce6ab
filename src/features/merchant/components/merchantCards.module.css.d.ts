// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly line: string;
  readonly link: string;
  readonly money: string;
  readonly moneyDue: string;
  readonly note: string;
  readonly noteDanger: string;
  readonly noteSuccess: string;
  readonly stack: string;
  readonly tag: string;
  readonly tagOff: string;
  readonly tagOk: string;
  readonly tagWarn: string;
  readonly title: string;
  readonly weak: string;
};
export default styles;
