// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly actions: string;
  readonly button: string;
  readonly link: string;
  readonly root: string;
  readonly text: string;
  readonly title: string;
  readonly wechat: string;
};
export default styles;
