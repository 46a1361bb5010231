/** The lists module's surface: what other modules and the rest of the server use. */
export { refreshCharts, scheduleChartsRefresh } from './commands/refresh-charts.ts';
export { setListOfficial } from './commands/set-list-official.ts';
