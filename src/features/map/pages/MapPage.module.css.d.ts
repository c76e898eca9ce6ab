// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly canvasLoading: string;
  readonly canvasWrap: string;
  readonly header: string;
  readonly listWrap: string;
  readonly notice: string;
  readonly page: string;
  readonly search: string;
  readonly tabs: string;
};
export default styles;
