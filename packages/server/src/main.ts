import cluster from 'node:cluster';

/**
 * Starts Earmark. The primary prepares the database (migrations, first seed) and supervises the
 * workers (process/primary.ts); each worker serves HTTP on the shared port (process/worker.ts).
 * Each loads only its own side.
 */
async function main(): Promise<void> {
  if (cluster.isPrimary) {
    const { runPrimary } = await import('./process/primary.ts');
    await runPrimary();
  } else {
    const { runWorker } = await import('./process/worker.ts');
    await runWorker();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
