// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly home: string;
  readonly notFound: string;
  readonly title: string;
};
export default styles;
