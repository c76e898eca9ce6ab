// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly heading: string;
  readonly line: string;
  readonly needs: string;
  readonly picture: string;
  readonly pictures: string;
  readonly section: string;
  readonly step: string;
  readonly stepDone: string;
  readonly steps: string;
  readonly title: string;
  readonly weak: string;
};
export default styles;
