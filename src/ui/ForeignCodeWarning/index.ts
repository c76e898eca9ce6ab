export { ForeignCodeWarning, type ForeignCodeWarningProps } from './ForeignCodeWarning';
