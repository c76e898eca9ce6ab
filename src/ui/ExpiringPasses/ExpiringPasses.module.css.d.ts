// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly date: string;
  readonly item: string;
  readonly list: string;
  readonly meta: string;
  readonly park: string;
  readonly renew: string;
  readonly root: string;
  readonly text: string;
  readonly title: string;
};
export default styles;
