// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly busy: string;
  readonly hint: string;
  readonly knob: string;
  readonly label: string;
  readonly row: string;
  readonly state: string;
  readonly text: string;
  readonly track: string;
};
export default styles;
