import type { FastifyInstance } from 'fastify';
import { findViewer, readToken } from '../../context.ts';
import type { Db } from '../../db/open-db.ts';
import { exportZip } from './write-export.ts';

export type ExportRouteOptions = { db: Db };

/** GET /api/export: the signed-in member's data as a zip (the session token in `authorization`). */
export async function exportRoutes(app: FastifyInstance, { db }: ExportRouteOptions) {
  app.get('/api/export', async (request, reply) => {
    const token = readToken(request.headers.authorization);
    const viewer = token ? await findViewer(db, token) : null;
    if (!viewer) {
      reply.raw.statusMessage = 'Please log in to export your data';
      return reply
        .code(401)
        .header('cache-control', 'no-store')
        .send({ message: 'Please log in to export your data' });
    }
    const now = new Date();
    const day = now.toISOString().slice(0, 10);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="earmark-export-${day}.zip"`)
      .header('cache-control', 'no-store')
      .send(exportZip(db, viewer.id, now));
  });
}
