// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly card: string;
  readonly gift: string;
  readonly preset: string;
  readonly presetAmount: string;
  readonly presetGift: string;
  readonly presetOn: string;
  readonly presets: string;
  readonly promo: string;
  readonly title: string;
  readonly weak: string;
};
export default styles;
