import type { ReleaseRecord } from './records.ts';

type Choice = 'official' | 'other';

/**
 * Which release gives a release group its track list: the first release of the group in the
 * input whose status is Official; a group with no official release takes the first release
 * met while it has no track list at all. Releases without tracks never count.
 *
 * The rule reads the input in order and the database only for "has a track list", so a second
 * run over the same input chooses the same releases and writes nothing. Choices made inside a
 * batch stay pending until its transaction commits.
 */
export class TrackChoices {
  private readonly committed = new Map<string, Choice>();
  private readonly pending = new Map<string, Choice>();

  private get(group: string): Choice | undefined {
    return this.pending.get(group) ?? this.committed.get(group);
  }

  /** True when this release's track list should be written for its group. */
  choose(release: ReleaseRecord, groupHasTracks: boolean): boolean {
    if (release.tracks.length === 0) return false;
    const group = release.group.mbid;
    const previous = this.get(group);
    if (previous === 'official') return false;
    if (release.official) {
      this.pending.set(group, 'official');
      return true;
    }
    if (previous === 'other' || groupHasTracks) return false;
    this.pending.set(group, 'other');
    return true;
  }

  /** True when a release has given (or is giving) this group its track list in this run. */
  has(group: string): boolean {
    return this.get(group) !== undefined;
  }

  commit(): void {
    for (const [group, choice] of this.pending) this.committed.set(group, choice);
    this.pending.clear();
  }

  rollback(): void {
    this.pending.clear();
  }
}
