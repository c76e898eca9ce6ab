// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly error: string;
  readonly listTitle: string;
  readonly photoLabel: string;
  readonly plate: string;
  readonly stack: string;
  readonly state: string;
  readonly weak: string;
};
export default styles;
