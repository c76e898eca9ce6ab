// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly discount: string;
  readonly extra: string;
  readonly gone: string;
  readonly notice: string;
  readonly rowLink: string;
};
export default styles;
