// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly billMain: string;
  readonly fee: string;
  readonly listHead: string;
  readonly nowrap: string;
  readonly rowSide: string;
  readonly textLink: string;
};
export default styles;
