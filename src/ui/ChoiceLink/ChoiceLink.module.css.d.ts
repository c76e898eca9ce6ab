// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly chosen: string;
  readonly label: string;
  readonly rowLink: string;
  readonly value: string;
};
export default styles;
