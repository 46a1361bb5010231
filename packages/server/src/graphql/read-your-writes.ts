import type { FastifyInstance } from 'fastify';
import { getOperationAST } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { readFromPrimary } from '../context.ts';
import { markMemberWrite } from '../db/write-marks.ts';

/**
 * With read replicas: a mutation's request reads the primary only, and a member's mutation leaves
 * the time it finished where every node sees it (db/write-marks.ts), so the member's next reads, on
 * any node, go to the primary or to a replica that has replayed it.
 */
export function registerReadYourWrites(
  app: FastifyInstance,
  operationName: (ctx: MercuriusContext) => string | undefined,
) {
  const writers = new WeakSet<MercuriusContext>();
  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    if (getOperationAST(document, operationName(context))?.operation !== 'mutation') return;
    readFromPrimary(context);
    if (context.viewer) writers.add(context);
  });
  app.graphql.addHook('onResolution', async (_execution, context) => {
    if (!writers.has(context) || !context.viewer) return;
    await markMemberWrite(context.db, context.viewer.id, new Date());
  });
}
