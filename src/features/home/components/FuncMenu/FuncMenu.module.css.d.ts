// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly fmenu: string;
  readonly grid: string;
  readonly icon: string;
  readonly name: string;
  readonly roomGiven: string;
  readonly tile: string;
  readonly tileSkeleton: string;
};
export default styles;
