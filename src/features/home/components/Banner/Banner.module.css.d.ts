// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly banner: string;
  readonly dot: string;
  readonly dotActive: string;
  readonly dots: string;
  readonly headline: string;
  readonly img: string;
  readonly slide: string;
  readonly toggle: string;
  readonly track: string;
  readonly words: string;
};
export default styles;
