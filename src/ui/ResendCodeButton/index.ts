export { CODE_TOO_OFTEN, ResendCodeButton, waitLeft, waitOfRefusal, type ResendCodeButtonProps, type ResendCodeTexts } from './ResendCodeButton';
