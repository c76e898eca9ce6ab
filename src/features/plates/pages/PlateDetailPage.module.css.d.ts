// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly heroBody: string;
  readonly heroStatus: string;
  readonly listTitle: string;
  readonly rowButton: string;
};
export default styles;
