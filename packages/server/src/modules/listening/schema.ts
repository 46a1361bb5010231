import './release-mutations.ts';
import './song-mutations.ts';
import './item-mutations.ts';
import './collection-schema.ts';
import './artist-save-for-later.ts';
