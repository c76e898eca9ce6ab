// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly cityBody: string;
  readonly cityBtn: string;
  readonly cityCurrent: string;
  readonly cityGrid: string;
  readonly cityGroupTitle: string;
  readonly cityPicker: string;
  readonly cityPickerClose: string;
  readonly cityPickerHead: string;
  readonly cityRow: string;
  readonly cityRowBtn: string;
  readonly cityRows: string;
};
export default styles;
