export { ForeignCodeWarning, type ForeignCodeWarningProps } from './ForeignCodeWarning';
export { CodeNotice } from './CodeNotice';
