import pg from 'pg';

/**
 * A MusicBrainz mirror (MUSICBRAINZ_DATABASE_URL): MusicBrainz's own tables in schema
 * `musicbrainz`, read only. Every batch reads in one repeatable-read transaction, so the tables it
 * joins agree even while the mirror applies a replication packet.
 */
export type MirrorSource = {
  read<T>(run: (query: MirrorQuery) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type MirrorQuery = <R>(text: string, values?: unknown[]) => Promise<R[]>;

export function openMirror(url: string): MirrorSource {
  const pool = new pg.Pool({
    connectionString: url,
    max: 2,
    options: '-c search_path=musicbrainz -c default_transaction_read_only=on',
  });
  pool.on('error', (error) => {
    console.error(`MusicBrainz mirror: an idle connection failed and was dropped: ${error.message}`);
  });
  return {
    async read(run) {
      const client = await pool.connect();
      try {
        await client.query('begin isolation level repeatable read read only');
        const query: MirrorQuery = async (text, values) => (await client.query(text, values)).rows;
        const result = await run(query);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
