// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly badge: string;
  readonly badges: string;
  readonly closed: string;
  readonly fav: string;
  readonly fees: string;
  readonly itemDistance: string;
  readonly nav: string;
  readonly open: string;
  readonly service: string;
  readonly services: string;
  readonly sheet: string;
  readonly sheetActions: string;
  readonly sheetAddr: string;
  readonly sheetBackdrop: string;
  readonly sheetClose: string;
  readonly sheetDesc: string;
  readonly sheetHead: string;
  readonly sheetLayer: string;
  readonly sheetRow: string;
  readonly sheetRows: string;
};
export default styles;
