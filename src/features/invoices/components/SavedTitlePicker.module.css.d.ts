// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly chip: string;
  readonly chipNote: string;
  readonly chipText: string;
  readonly chips: string;
  readonly label: string;
  readonly line: string;
  readonly saved: string;
  readonly weak: string;
};
export default styles;
