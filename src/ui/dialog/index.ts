export { useDialogFocus } from './useDialogFocus';
