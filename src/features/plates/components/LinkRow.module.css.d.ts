// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly chevron: string;
  readonly rowLabel: string;
  readonly rowLink: string;
  readonly rowValue: string;
};
export default styles;
