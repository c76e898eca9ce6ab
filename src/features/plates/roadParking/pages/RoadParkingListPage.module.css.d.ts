// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly chosen: string;
  readonly facts: string;
  readonly hint: string;
  readonly orderFee: string;
  readonly orderPark: string;
  readonly plates: string;
  readonly subtitle: string;
  readonly textLink: string;
};
export default styles;
