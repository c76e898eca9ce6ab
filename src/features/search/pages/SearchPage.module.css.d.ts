// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly chip: string;
  readonly clear: string;
  readonly recent: string;
  readonly row: string;
  readonly rowAddr: string;
  readonly rowItem: string;
  readonly rowName: string;
  readonly rows: string;
  readonly section: string;
  readonly sectionHead: string;
  readonly state: string;
};
export default styles;
