// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly checked: string;
  readonly chips: string;
  readonly choice: string;
  readonly error: string;
  readonly link: string;
  readonly note: string;
  readonly noteDanger: string;
  readonly noteSuccess: string;
  readonly stack: string;
  readonly title: string;
  readonly weak: string;
};
export default styles;
