// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly msg: string;
  readonly msgDriver: string;
  readonly msgService: string;
  readonly thread: string;
  readonly weak: string;
};
export default styles;
