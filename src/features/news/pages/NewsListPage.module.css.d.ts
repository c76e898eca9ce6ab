// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly item: string;
  readonly itemImg: string;
  readonly itemSummary: string;
  readonly itemText: string;
  readonly itemTime: string;
  readonly itemTitle: string;
};
export default styles;
