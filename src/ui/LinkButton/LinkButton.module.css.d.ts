// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly block: string;
  readonly inline: string;
  readonly linkButton: string;
  readonly outline: string;
  readonly small: string;
  readonly solid: string;
};
export default styles;
