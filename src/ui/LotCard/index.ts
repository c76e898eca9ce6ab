export { LotCard, LotLine, type LotCardProps } from './LotCard';
