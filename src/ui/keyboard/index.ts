export { Keyboard, type KeyboardProps } from './Keyboard';
export { initialKeyboardState, keyboardReducer, type KeyboardAction, type KeyboardState } from './keyboardReducer';
export { BOARDS, KEY_LABELS, type KeyboardLayout } from './layouts';
export { reserveKeyboardSpace } from './reservedSpace';
