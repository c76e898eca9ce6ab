// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly intro: string;
  readonly note: string;
  readonly risk: string;
  readonly riskLabel: string;
  readonly title: string;
  readonly total: string;
};
export default styles;
