export { RecordHead, type RecordHeadProps } from './RecordHead';
