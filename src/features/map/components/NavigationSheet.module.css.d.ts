// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly navLayer: string;
  readonly navSheet: string;
  readonly navSheetCancel: string;
  readonly navSheetItem: string;
  readonly navSheetTitle: string;
  readonly sheetBackdrop: string;
  readonly sheetLayer: string;
};
export default styles;
