// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly actions: string;
  readonly facts: string;
  readonly nowrap: string;
  readonly ruleAction: string;
  readonly ruleName: string;
  readonly rulePrice: string;
  readonly strike: string;
  readonly tags: string;
  readonly weak: string;
};
export default styles;
