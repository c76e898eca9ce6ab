export { ExpiringPasses } from './ExpiringPasses';
