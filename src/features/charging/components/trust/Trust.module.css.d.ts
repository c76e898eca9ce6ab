// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly body: string;
  readonly card: string;
  readonly pile: string;
  readonly pileName: string;
  readonly piles: string;
  readonly source: string;
  readonly strong: string;
  readonly subtitle: string;
  readonly text: string;
  readonly title: string;
  readonly warning: string;
};
export default styles;
