// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly categoryTitle: string;
  readonly count: string;
  readonly date: string;
  readonly dateLabel: string;
  readonly dateRow: string;
  readonly heading: string;
  readonly last: string;
  readonly listHead: string;
  readonly note: string;
  readonly section: string;
  readonly tap: string;
  readonly told: string;
};
export default styles;
