/** What other features use of collection: they import it from here, never from its files. */
export { UserCollection } from './components/UserCollection';
