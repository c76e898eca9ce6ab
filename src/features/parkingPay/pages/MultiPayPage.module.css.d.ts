// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly listHead: string;
  readonly nowrap: string;
  readonly textButton: string;
};
export default styles;
