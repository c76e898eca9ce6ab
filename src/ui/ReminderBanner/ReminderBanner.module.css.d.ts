// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly banner: string;
  readonly body: string;
  readonly close: string;
  readonly link: string;
  readonly title: string;
};
export default styles;
