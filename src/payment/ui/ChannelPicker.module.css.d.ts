// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly box: string;
  readonly channel: string;
  readonly channelMark: string;
  readonly channelMark2: string;
  readonly channelMark3: string;
  readonly channelMark6: string;
  readonly channelName: string;
  readonly notice: string;
  readonly nowrap: string;
  readonly weak: string;
};
export default styles;
