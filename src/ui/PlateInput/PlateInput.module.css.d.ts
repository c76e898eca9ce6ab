// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly cell: string;
  readonly cellDouble: string;
  readonly cellFocused: string;
  readonly cellGap: string;
  readonly cellNe: string;
  readonly cells: string;
  readonly hint: string;
  readonly large: string;
  readonly largeMark: string;
};
export default styles;
