export { createDomFeedback } from './domFeedback';
export type { DialogAction, DialogOptions, ToastOptions, UiEffects } from './types';
export { useToastsFollowPages } from './useToastsFollowPages';
