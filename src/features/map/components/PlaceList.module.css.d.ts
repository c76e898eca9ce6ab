// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly badge: string;
  readonly badges: string;
  readonly closed: string;
  readonly item: string;
  readonly itemAddr: string;
  readonly itemDistance: string;
  readonly itemHead: string;
  readonly itemMeta: string;
  readonly itemName: string;
  readonly list: string;
  readonly listEnd: string;
  readonly listState: string;
  readonly more: string;
  readonly open: string;
};
export default styles;
