/** The export module's surface: the full export's route and format (README.md). */
export { exportRoutes } from './routes.ts';
export { EXPORT_FORMAT, EXPORT_VERSION } from './write-export.ts';
