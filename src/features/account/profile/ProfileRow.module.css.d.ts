// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly row: string;
  readonly rowChevron: string;
  readonly rowLabel: string;
  readonly rowValue: string;
  readonly rowValueEmpty: string;
};
export default styles;
