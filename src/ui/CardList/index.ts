export { CardList, type CardListProps } from './CardList';
