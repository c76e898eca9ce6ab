// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly body: string;
  readonly card: string;
  readonly cardPast: string;
  readonly face: string;
  readonly foot: string;
  readonly line: string;
  readonly lineSoon: string;
  readonly name: string;
  readonly rules: string;
  readonly tags: string;
  readonly threshold: string;
  readonly unit: string;
  readonly value: string;
};
export default styles;
