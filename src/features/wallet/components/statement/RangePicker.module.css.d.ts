// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly custom: string;
  readonly date: string;
  readonly input: string;
  readonly problem: string;
  readonly range: string;
};
export default styles;
