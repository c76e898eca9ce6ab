// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly bad: string;
  readonly good: string;
  readonly lockFacts: string;
  readonly lockPosture: string;
  readonly lockState: string;
  readonly note: string;
  readonly weak: string;
};
export default styles;
