// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly checkNotice: string;
  readonly checkNoticeLink: string;
  readonly chip: string;
  readonly chipDel: string;
  readonly chipPlate: string;
  readonly chipYellow: string;
  readonly chips: string;
  readonly history: string;
  readonly note: string;
  readonly plateQuery: string;
  readonly retry: string;
  readonly submit: string;
  readonly subtitle: string;
  readonly title: string;
};
export default styles;
