// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly photo: string;
  readonly photoAdd: string;
  readonly photoCell: string;
  readonly photoFailed: string;
  readonly photoRemove: string;
  readonly photoRetry: string;
  readonly photoStatus: string;
  readonly photos: string;
};
export default styles;
