// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly changed: string;
  readonly footnote: string;
  readonly intro: string;
  readonly listTitle: string;
  readonly live: string;
  readonly page: string;
};
export default styles;
