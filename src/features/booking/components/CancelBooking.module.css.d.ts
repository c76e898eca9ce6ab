// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly actionsRow: string;
  readonly card: string;
  readonly lockControls: string;
  readonly money: string;
  readonly note: string;
  readonly noteInfo: string;
  readonly title: string;
  readonly weak: string;
};
export default styles;
