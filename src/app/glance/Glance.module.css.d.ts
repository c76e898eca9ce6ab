// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly figure: string;
  readonly glance: string;
  readonly label: string;
  readonly opening: string;
  readonly place: string;
  readonly row: string;
  readonly title: string;
  readonly value: string;
};
export default styles;
