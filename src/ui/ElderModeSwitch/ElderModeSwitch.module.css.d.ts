// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly hint: string;
  readonly label: string;
  readonly row: string;
  readonly state: string;
  readonly text: string;
  readonly thumb: string;
  readonly track: string;
};
export default styles;
