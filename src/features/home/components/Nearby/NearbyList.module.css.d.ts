// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly addr: string;
  readonly distance: string;
  readonly free: string;
  readonly full: string;
  readonly gun: string;
  readonly gunFast: string;
  readonly list: string;
  readonly main: string;
  readonly meta: string;
  readonly name: string;
  readonly note: string;
  readonly price: string;
  readonly row: string;
  readonly switch: string;
  readonly switchBtn: string;
};
export default styles;
