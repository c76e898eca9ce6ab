export { UpdateBanner } from './UpdateBanner';
