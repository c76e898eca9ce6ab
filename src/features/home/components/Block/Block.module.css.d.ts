// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly hblock: string;
  readonly head: string;
  readonly later: string;
  readonly retry: string;
  readonly skeleton: string;
  readonly state: string;
  readonly title: string;
};
export default styles;
