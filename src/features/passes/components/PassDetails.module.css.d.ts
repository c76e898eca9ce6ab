// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly actionsRow: string;
  readonly card: string;
  readonly days: string;
  readonly facts: string;
};
export default styles;
