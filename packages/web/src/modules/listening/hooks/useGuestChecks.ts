/**
 * Guest checks live in the accounts module's local store (member-experience §4, Guests): the
 * listening buttons read and toggle them through this one import, never a second store.
 */
export { useGuestChecks } from '../../accounts/hooks/useGuestChecks';
