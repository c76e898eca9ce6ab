// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly action: string;
  readonly actionSolid: string;
  readonly actions: string;
  readonly head: string;
  readonly item: string;
  readonly list: string;
  readonly root: string;
  readonly text: string;
  readonly title: string;
};
export default styles;
