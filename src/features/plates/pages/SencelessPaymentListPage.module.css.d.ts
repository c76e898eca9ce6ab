// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly contractHead: string;
  readonly contractLine: string;
  readonly hint: string;
  readonly plates: string;
  readonly rowButton: string;
};
export default styles;
