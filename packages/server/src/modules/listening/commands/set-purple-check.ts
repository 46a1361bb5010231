import type { Db } from '../../../db/open-db.ts';
import { type ListeningResult, runListening } from '../item-state-store.ts';

/** The release-only purple check flag; setting it checks the release. */
export function setPurpleCheck(
  db: Db,
  userId: number,
  releaseId: number,
  purple: boolean,
): Promise<ListeningResult> {
  return runListening(db, userId, { type: 'RELEASE', id: releaseId }, [
    { kind: purple ? 'purpleCheck' : 'removePurpleCheck' },
  ]);
}
