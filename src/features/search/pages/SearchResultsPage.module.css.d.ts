// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly city: string;
  readonly nowrap: string;
  readonly row: string;
  readonly rowAddr: string;
  readonly rowDistance: string;
  readonly rowHead: string;
  readonly rowItem: string;
  readonly rowMeta: string;
  readonly rowName: string;
  readonly rows: string;
  readonly section: string;
  readonly state: string;
  readonly top: string;
};
export default styles;
