// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly action: string;
  readonly actions: string;
  readonly balance: string;
  readonly list: string;
  readonly section: string;
  readonly sectionTitle: string;
  readonly wallet: string;
  readonly walletHead: string;
  readonly walletName: string;
  readonly weak: string;
};
export default styles;
