// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly all: string;
  readonly cardTitle: string;
  readonly group: string;
  readonly groupHead: string;
  readonly groupName: string;
  readonly groupOrders: string;
  readonly plainList: string;
  readonly weak: string;
};
export default styles;
