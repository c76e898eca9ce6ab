export { Facts, type FactsProps } from './Facts';
