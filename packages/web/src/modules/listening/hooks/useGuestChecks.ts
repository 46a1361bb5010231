/**
 * Guest checks live in the accounts module's local store: the
 * listening buttons read and toggle them through this one import, never a second store.
 */
export { useGuestChecks } from '../../accounts';
