// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly block: string;
  readonly header: string;
  readonly home: string;
  readonly title: string;
};
export default styles;
