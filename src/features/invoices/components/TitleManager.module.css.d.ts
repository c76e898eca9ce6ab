// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly action: string;
  readonly card: string;
  readonly cardTitle: string;
  readonly cards: string;
  readonly line: string;
  readonly rowActions: string;
  readonly sectionTitle: string;
  readonly stack: string;
  readonly tags: string;
  readonly weak: string;
};
export default styles;
