// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly actions: string;
  readonly body: string;
  readonly card: string;
  readonly held: string;
  readonly lines: string;
  readonly link: string;
  readonly strong: string;
  readonly subtitle: string;
  readonly text: string;
  readonly title: string;
  readonly warning: string;
  readonly weak: string;
};
export default styles;
