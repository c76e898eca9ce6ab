// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly cardTitle: string;
  readonly hero: string;
  readonly rowLink: string;
  readonly tips: string;
  readonly weak: string;
};
export default styles;
