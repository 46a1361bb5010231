import type { RouteObject } from 'react-router';
import { CurrentUserGate } from './CurrentUserGate';
import { AppLayout } from './layout/AppLayout';
import * as Page from './pages';
import { RootErrorBoundary } from './RootErrorBoundary';

/** Every route of the app; each page is its own lazy chunk (pages.ts). */
export const appRoutes: RouteObject[] = [
  {
    element: (
      <CurrentUserGate>
        <AppLayout />
      </CurrentUserGate>
    ),
    errorElement: <RootErrorBoundary />,
    children: [
      { index: true, element: <Page.HomePage /> },
      { path: 'welcome', element: <Page.WelcomePage /> },
      { path: 'faq', element: <Page.FaqPage /> },
      { path: 'privacy-policy', element: <Page.PrivacyPolicyPage /> },
      { path: 'login', element: <Page.LoginPage /> },
      { path: 'signup', element: <Page.SignupPage /> },
      { path: 'logout', element: <Page.LogoutPage /> },
      { path: 'request-password-reset', element: <Page.RequestPasswordResetPage /> },
      { path: 'reset-password/:token', element: <Page.ResetPasswordPage /> },
      { path: 'confirm-email/:token', element: <Page.ConfirmEmailPage /> },
      { path: 'settings', element: <Page.SettingsPage /> },
      { path: 'settings/export', element: <Page.ExportPage /> },
      { path: 'settings/import', element: <Page.ImportPage /> },
      { path: 'subscribe', element: <Page.SubscribePage /> },
      { path: 'search', element: <Page.SearchPage /> },
      { path: 'collection', element: <Page.CollectionPage /> },
      { path: 'lists', element: <Page.ListsPage /> },
      { path: 'lists/new/:template?', element: <Page.NewListPage /> },
      { path: 'lists/:id/edit', element: <Page.EditListPage /> },
      { path: 'lists/:id/:tab?', element: <Page.ListPage /> },
      { path: 'releases/:id/:tab?', element: <Page.ReleasePage /> },
      { path: 'mb/release-group/:mbid', element: <Page.MbReleaseGroupPage /> },
      { path: 'songs/:id/:tab?', element: <Page.SongPage /> },
      { path: 'artists/:id/:tab?', element: <Page.ArtistPage /> },
      { path: 'reflections/:id', element: <Page.ReflectionPage /> },
      { path: 'users/:username/stats', element: <Page.StatsPage /> },
      { path: 'users/:username/year/:year', element: <Page.YearInReviewPage /> },
      { path: 'users/:username/:section?', element: <Page.UserPage /> },
      { path: 'spotify/callback', element: <Page.SpotifyCallbackPage /> },
      { path: 'admin/*', element: <Page.AdminPage /> },
      { path: '*', element: <Page.NotFoundPage /> },
    ],
  },
];
