// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly blockedNote: string;
  readonly check: string;
  readonly checkBlocked: string;
  readonly checkDesc: string;
  readonly checkLink: string;
  readonly checkMark: string;
  readonly checkOk: string;
  readonly checkText: string;
  readonly checkTitle: string;
  readonly sectionTitle: string;
};
export default styles;
