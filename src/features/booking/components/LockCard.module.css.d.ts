// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly line: string;
  readonly link: string;
  readonly lockButton: string;
  readonly lockButtons: string;
  readonly lockControls: string;
  readonly nowrap: string;
  readonly stack: string;
  readonly title: string;
  readonly weak: string;
};
export default styles;
