// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly devices: string;
  readonly intro: string;
  readonly listTitle: string;
  readonly page: string;
};
export default styles;
