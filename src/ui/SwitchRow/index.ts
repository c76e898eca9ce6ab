export { SwitchRow, type SwitchRowProps } from './SwitchRow';
