/** The lists module's surface: what other modules and the rest of the server use. */

export { createList } from './commands/create-list.ts';
export { refreshCharts, scheduleChartsRefresh } from './commands/refresh-charts.ts';
export { setListInteraction } from './commands/set-list-interaction.ts';
export { setListOfficial } from './commands/set-list-official.ts';
