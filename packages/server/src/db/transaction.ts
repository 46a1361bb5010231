import type { Db } from './open-db.ts';

/**
 * The database or one of its transactions: commands and queries take either, so a command can run
 * inside another command's transaction.
 */
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
