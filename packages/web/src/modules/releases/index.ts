// What other features may use from releases (the release card, and the item page tabs that
// song and artist pages share); everything else in this folder is private to it.
export { ItemPageTabs } from './components/ItemPageTabs';
export { ReleaseCard } from './components/ReleaseCard';
export { default as releaseCardClasses } from './components/ReleaseCard.module.css';
export { useUsersTabParams } from './hooks/useUsersTabParams';
