// Written by scripts/css-types.mjs from the stylesheet beside it: do not edit.
declare const styles: {
  readonly avatar: string;
  readonly chevron: string;
  readonly count: string;
  readonly countLink: string;
  readonly counts: string;
  readonly countsWrap: string;
  readonly edit: string;
  readonly entry: string;
  readonly error: string;
  readonly group: string;
  readonly groupTitle: string;
  readonly list: string;
  readonly login: string;
  readonly name: string;
  readonly phone: string;
  readonly profile: string;
  readonly profileLoading: string;
  readonly profileVisitor: string;
  readonly retry: string;
  readonly root: string;
  readonly who: string;
};
export default styles;
