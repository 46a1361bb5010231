import { lazyPage } from './lazyPage';

// Every route is its own chunk, so the landing page ships only what it needs.
export const HomePage = lazyPage(() => import('../modules/home/pages/HomePage').then((m) => m.HomePage));
export const WelcomePage = lazyPage(() =>
  import('../modules/help/pages/WelcomePage').then((m) => m.WelcomePage),
);
export const FaqPage = lazyPage(() => import('../modules/help/pages/FaqPage').then((m) => m.FaqPage));
export const PrivacyPolicyPage = lazyPage(() =>
  import('../modules/help/pages/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage),
);
export const LoginPage = lazyPage(() =>
  import('../modules/accounts/pages/LoginPage').then((m) => m.LoginPage),
);
export const SignupPage = lazyPage(() =>
  import('../modules/accounts/pages/SignupPage').then((m) => m.SignupPage),
);
export const LogoutPage = lazyPage(() =>
  import('../modules/accounts/pages/LogoutPage').then((m) => m.LogoutPage),
);
export const RequestPasswordResetPage = lazyPage(() =>
  import('../modules/accounts/pages/RequestPasswordResetPage').then((m) => m.RequestPasswordResetPage),
);
export const ResetPasswordPage = lazyPage(() =>
  import('../modules/accounts/pages/ResetPasswordPage').then((m) => m.ResetPasswordPage),
);
export const ConfirmEmailPage = lazyPage(() =>
  import('../modules/accounts/pages/ConfirmEmailPage').then((m) => m.ConfirmEmailPage),
);
export const SettingsPage = lazyPage(() =>
  import('../modules/accounts/pages/SettingsPage').then((m) => m.SettingsPage),
);
export const ExportPage = lazyPage(() =>
  import('../modules/accounts/pages/ExportPage').then((m) => m.ExportPage),
);
export const ImportPage = lazyPage(() =>
  import('../modules/imports/pages/ImportPage').then((m) => m.ImportPage),
);
export const SubscribePage = lazyPage(() =>
  import('../modules/subscribe/pages/SubscribePage').then((m) => m.SubscribePage),
);
export const SearchPage = lazyPage(() =>
  import('../modules/search/pages/SearchPage').then((m) => m.SearchPage),
);
export const CollectionPage = lazyPage(() =>
  import('../modules/collection/pages/CollectionPage').then((m) => m.CollectionPage),
);
export const ListsPage = lazyPage(() => import('../modules/lists/pages/ListsPage').then((m) => m.ListsPage));
export const NewListPage = lazyPage(() =>
  import('../modules/lists/pages/NewListPage').then((m) => m.NewListPage),
);
export const ListPage = lazyPage(() => import('../modules/lists/pages/ListPage').then((m) => m.ListPage));
export const EditListPage = lazyPage(() =>
  import('../modules/lists/pages/EditListPage').then((m) => m.EditListPage),
);
export const ReleasePage = lazyPage(() =>
  import('../modules/releases/pages/ReleasePage').then((m) => m.ReleasePage),
);
export const MbReleaseGroupPage = lazyPage(() =>
  import('../modules/releases/pages/MbReleaseGroupPage').then((m) => m.MbReleaseGroupPage),
);
export const SongPage = lazyPage(() => import('../modules/songs/pages/SongPage').then((m) => m.SongPage));
export const ArtistPage = lazyPage(() =>
  import('../modules/artists/pages/ArtistPage').then((m) => m.ArtistPage),
);
export const ReflectionPage = lazyPage(() =>
  import('../modules/reflections/pages/ReflectionPage').then((m) => m.ReflectionPage),
);
export const UserPage = lazyPage(() => import('../modules/users/pages/UserPage').then((m) => m.UserPage));
export const StatsPage = lazyPage(() => import('../modules/stats/pages/StatsPage').then((m) => m.StatsPage));
export const YearInReviewPage = lazyPage(() =>
  import('../modules/stats/pages/YearInReviewPage').then((m) => m.YearInReviewPage),
);
export const SpotifyCallbackPage = lazyPage(() =>
  import('../modules/spotify/pages/SpotifyCallbackPage').then((m) => m.SpotifyCallbackPage),
);
export const AdminPage = lazyPage(() => import('../modules/admin/pages/AdminPage').then((m) => m.AdminPage));
export const NotFoundPage = lazyPage(() => import('../ui/NotFound').then((m) => m.NotFound));
