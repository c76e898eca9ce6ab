// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly date: string;
  readonly label: string;
  readonly text: string;
  readonly value: string;
};
export default styles;
