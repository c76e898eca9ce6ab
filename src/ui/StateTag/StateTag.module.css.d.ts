// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly danger: string;
  readonly large: string;
  readonly neutral: string;
  readonly primary: string;
  readonly solid: string;
  readonly stateTag: string;
  readonly success: string;
  readonly warning: string;
};
export default styles;
