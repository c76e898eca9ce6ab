// A page imports the piece it draws from its own file (@/ui/charts/BarChart): through this index, the statement's
// chunk carried the time chart too (webpack kept both modules of a re-export with a stylesheet import).
export { BarChart, type Bar, type BarChartProps } from './BarChart';
export { TimeChart, type TimeChartProps } from './TimeChart';
export type { TimePoint } from './scale';
