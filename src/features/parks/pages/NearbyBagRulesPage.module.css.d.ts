// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly description: string;
  readonly link: string;
  readonly list: string;
  readonly muted: string;
  readonly note: string;
  readonly primaryLink: string;
  readonly ruleInfo: string;
  readonly ruleName: string;
  readonly rulePrice: string;
  readonly section: string;
  readonly subtitle: string;
};
export default styles;
