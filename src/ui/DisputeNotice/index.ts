export { DisputeNotice, type DisputeNoticeProps } from './DisputeNotice';
