export { ChoiceLink, type ChoiceLinkProps } from './ChoiceLink';
