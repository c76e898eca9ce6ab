// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly figure: string;
  readonly notice: string;
  readonly readout: string;
  readonly stack: string;
  readonly state: string;
  readonly stateName: string;
  readonly weak: string;
};
export default styles;
