// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly agreement: string;
  readonly agreementHistory: string;
  readonly agreementMeta: string;
  readonly agreementTitle: string;
  readonly agreementVersion: string;
  readonly note: string;
};
export default styles;
