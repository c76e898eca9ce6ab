// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly email: string;
  readonly rowLink: string;
  readonly sectionTitle: string;
  readonly weak: string;
};
export default styles;
