// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly dialog: string;
  readonly dialogActions: string;
  readonly dialogActionsStacked: string;
  readonly dialogButton: string;
  readonly dialogButtonPrimary: string;
  readonly dialogContent: string;
  readonly dialogMask: string;
  readonly dialogTitle: string;
  readonly toast: string;
};
export default styles;
