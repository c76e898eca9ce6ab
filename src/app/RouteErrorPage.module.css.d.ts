// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly actions: string;
  readonly home: string;
  readonly page: string;
  readonly retry: string;
  readonly text: string;
};
export default styles;
