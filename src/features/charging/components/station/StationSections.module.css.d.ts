// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly link: string;
  readonly links: string;
  readonly pileHead: string;
  readonly pileName: string;
  readonly title: string;
  readonly weak: string;
};
export default styles;
