// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly counter: string;
  readonly counterOver: string;
  readonly line: string;
  readonly listTitle: string;
  readonly stack: string;
  readonly textLink: string;
  readonly type: string;
  readonly weak: string;
};
export default styles;
