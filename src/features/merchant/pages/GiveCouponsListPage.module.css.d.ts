// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly note: string;
  readonly noteInfo: string;
  readonly plainList: string;
  readonly rowActions: string;
  readonly stack: string;
  readonly tag: string;
  readonly title: string;
  readonly weak: string;
};
export default styles;
