// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly actions: string;
  readonly card: string;
  readonly live: string;
  readonly pileName: string;
  readonly pileStart: string;
  readonly stack: string;
  readonly title: string;
  readonly weak: string;
};
export default styles;
