export { asReason, ReasonField, type ReasonFieldProps } from './ReasonField';
