// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly amount: string;
  readonly amountIn: string;
  readonly line: string;
  readonly link: string;
  readonly order: string;
  readonly row: string;
  readonly state: string;
  readonly stateBusy: string;
  readonly stateFailed: string;
  readonly title: string;
  readonly weak: string;
};
export default styles;
