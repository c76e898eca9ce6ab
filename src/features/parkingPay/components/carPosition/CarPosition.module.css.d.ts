// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly actions: string;
  readonly input: string;
  readonly photo: string;
  readonly section: string;
  readonly sheet: string;
  readonly sheetActions: string;
  readonly sheetTitle: string;
  readonly title: string;
  readonly weak: string;
  readonly where: string;
};
export default styles;
