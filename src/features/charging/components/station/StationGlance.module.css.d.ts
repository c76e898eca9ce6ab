// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly address: string;
  readonly advice: string;
  readonly adviceText: string;
  readonly block: string;
  readonly card: string;
  readonly distance: string;
  readonly figure: string;
  readonly footer: string;
  readonly footerButton: string;
  readonly free: string;
  readonly freeKind: string;
  readonly go: string;
  readonly head: string;
  readonly label: string;
  readonly live: string;
  readonly more: string;
  readonly none: string;
  readonly panel: string;
  readonly price: string;
  readonly priceRow: string;
  readonly tabs: string;
  readonly title: string;
  readonly titleRow: string;
  readonly ways: string;
  readonly weak: string;
};
export default styles;
