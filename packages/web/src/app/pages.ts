import { lazy } from 'react';

// Every route is its own chunk, so the landing page ships only what it needs.
export const HomePage = lazy(() =>
  import('../modules/home/pages/HomePage').then((m) => ({ default: m.HomePage })),
);
export const WelcomePage = lazy(() =>
  import('../modules/help/pages/WelcomePage').then((m) => ({ default: m.WelcomePage })),
);
export const FaqPage = lazy(() =>
  import('../modules/help/pages/FaqPage').then((m) => ({ default: m.FaqPage })),
);
export const PrivacyPolicyPage = lazy(() =>
  import('../modules/help/pages/PrivacyPolicyPage').then((m) => ({ default: m.PrivacyPolicyPage })),
);
export const LoginPage = lazy(() =>
  import('../modules/accounts/pages/LoginPage').then((m) => ({ default: m.LoginPage })),
);
export const SignupPage = lazy(() =>
  import('../modules/accounts/pages/SignupPage').then((m) => ({ default: m.SignupPage })),
);
export const LogoutPage = lazy(() =>
  import('../modules/accounts/pages/LogoutPage').then((m) => ({ default: m.LogoutPage })),
);
export const RequestPasswordResetPage = lazy(() =>
  import('../modules/accounts/pages/RequestPasswordResetPage').then((m) => ({
    default: m.RequestPasswordResetPage,
  })),
);
export const ResetPasswordPage = lazy(() =>
  import('../modules/accounts/pages/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
export const SettingsPage = lazy(() =>
  import('../modules/accounts/pages/SettingsPage').then((m) => ({ default: m.SettingsPage })),
);
export const SubscribePage = lazy(() =>
  import('../modules/subscribe/pages/SubscribePage').then((m) => ({ default: m.SubscribePage })),
);
export const SearchPage = lazy(() =>
  import('../modules/search/pages/SearchPage').then((m) => ({ default: m.SearchPage })),
);
export const CollectionPage = lazy(() =>
  import('../modules/collection/pages/CollectionPage').then((m) => ({ default: m.CollectionPage })),
);
export const ListsPage = lazy(() =>
  import('../modules/lists/pages/ListsPage').then((m) => ({ default: m.ListsPage })),
);
export const NewListPage = lazy(() =>
  import('../modules/lists/pages/NewListPage').then((m) => ({ default: m.NewListPage })),
);
export const ListPage = lazy(() =>
  import('../modules/lists/pages/ListPage').then((m) => ({ default: m.ListPage })),
);
export const EditListPage = lazy(() =>
  import('../modules/lists/pages/EditListPage').then((m) => ({ default: m.EditListPage })),
);
export const ReleasePage = lazy(() =>
  import('../modules/releases/pages/ReleasePage').then((m) => ({ default: m.ReleasePage })),
);
export const SongPage = lazy(() =>
  import('../modules/songs/pages/SongPage').then((m) => ({ default: m.SongPage })),
);
export const ArtistPage = lazy(() =>
  import('../modules/artists/pages/ArtistPage').then((m) => ({ default: m.ArtistPage })),
);
export const ReflectionPage = lazy(() =>
  import('../modules/reflections/pages/ReflectionPage').then((m) => ({ default: m.ReflectionPage })),
);
export const UserPage = lazy(() =>
  import('../modules/users/pages/UserPage').then((m) => ({ default: m.UserPage })),
);
export const SpotifyCallbackPage = lazy(() =>
  import('../modules/spotify/pages/SpotifyCallbackPage').then((m) => ({ default: m.SpotifyCallbackPage })),
);
export const AdminPage = lazy(() =>
  import('../modules/admin/pages/AdminPage').then((m) => ({ default: m.AdminPage })),
);
export const NotFoundPage = lazy(() => import('../ui/NotFound').then((m) => ({ default: m.NotFound })));
