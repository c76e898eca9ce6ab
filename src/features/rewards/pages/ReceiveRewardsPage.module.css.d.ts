// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly box: string;
  readonly highlight: string;
  readonly list: string;
  readonly row: string;
  readonly stack: string;
  readonly tag: string;
  readonly tagClaimed: string;
  readonly tagExpired: string;
  readonly tagUnclaimed: string;
  readonly weak: string;
};
export default styles;
