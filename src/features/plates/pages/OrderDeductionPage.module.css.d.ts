// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly hint: string;
  readonly inlineLink: string;
  readonly listTitle: string;
  readonly switchCard: string;
  readonly switchLabel: string;
  readonly switchRow: string;
  readonly switchState: string;
};
export default styles;
