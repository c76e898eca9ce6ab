// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly close: string;
  readonly pic: string;
  readonly picCaption: string;
  readonly pics: string;
  readonly viewer: string;
  readonly viewerCaption: string;
};
export default styles;
