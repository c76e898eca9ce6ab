// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly actions: string;
  readonly box: string;
  readonly facts: string;
  readonly fail: string;
  readonly log: string;
  readonly mono: string;
  readonly stack: string;
  readonly weak: string;
  readonly what: string;
  readonly when: string;
};
export default styles;
