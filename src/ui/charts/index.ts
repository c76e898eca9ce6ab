export { BarChart, type Bar, type BarChartProps } from './BarChart';
export { TimeChart, type TimeChartProps } from './TimeChart';
export type { TimePoint } from './scale';
