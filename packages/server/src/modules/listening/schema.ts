import './item-writes.ts';
import './item-mutations.ts';
import './collection-schema.ts';
import './artist-save-for-later.ts';
