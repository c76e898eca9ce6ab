// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly actions: string;
  readonly balance: string;
  readonly cardLink: string;
  readonly itemHead: string;
  readonly label: string;
  readonly vin: string;
};
export default styles;
