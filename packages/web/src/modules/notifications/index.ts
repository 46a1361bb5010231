/** What other features use of notifications: they import it from here, never from its files. */
export { NotificationsBell } from './components/NotificationsBell';
