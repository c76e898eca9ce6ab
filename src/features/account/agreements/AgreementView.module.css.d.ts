// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly agreement: string;
  readonly agreementMeta: string;
  readonly agreementTitle: string;
};
export default styles;
