/** What other features use of collection: they import it from here, never from its files. */

export { FOR_LATER_COLLECTION_PARAMS } from './collectionParams';
export { UserCollection } from './components/UserCollection';
