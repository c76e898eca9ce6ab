// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly cardFlush: string;
  readonly itemFoot: string;
  readonly list: string;
  readonly shortcuts: string;
  readonly stack: string;
  readonly subtitle: string;
  readonly tabs: string;
  readonly weak: string;
};
export default styles;
