export { RequireDriver } from './RequireDriver';
