/** The imports module's surface: history imports (REST routes, the background worker, the CLI run). */
export { runHistoryCli } from './history-cli.ts';
export { type ImportWorker, importWorkerOf, startImportWorker } from './import-worker.ts';
export { musicBrainzImportOptions } from './musicbrainz-lookups.ts';
export { sourceKey } from './normalize.ts';
export { importRoutes, MAX_IMPORT_BYTES } from './routes.ts';
