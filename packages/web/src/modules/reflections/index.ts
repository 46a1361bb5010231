/** What other features use of reflections: they import it from here, never from its files. */
export { LogModalProvider, useLogModal } from './components/LogModalProvider';
export { ReflectionBody } from './components/ReflectionBody';
export { UserActivityTab } from './components/UserActivityTab';
