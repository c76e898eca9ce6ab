// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly list: string;
  readonly row: string;
  readonly tag: string;
  readonly tagEnded: string;
  readonly tagOk: string;
  readonly tagRunning: string;
};
export default styles;
