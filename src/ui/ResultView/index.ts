export { ResultView, type Outcome, type ResultAction, type ResultViewProps } from './ResultView';
