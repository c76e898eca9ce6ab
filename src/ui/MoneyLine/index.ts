export { MoneyLine, type MoneyLineProps } from './MoneyLine';
