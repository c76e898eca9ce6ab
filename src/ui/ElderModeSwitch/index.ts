export { ElderModeSwitch } from './ElderModeSwitch';
