export { CodeEntry, type CodeEntryProps, type CodeEntryTexts } from './CodeEntry';
