// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly article: string;
  readonly articleBody: string;
  readonly articleMeta: string;
  readonly articleTitle: string;
  readonly note: string;
};
export default styles;
