import { Box, Center, Loader } from '@mantine/core';
import { useDisclosure, useMounted } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { spotifyConfig } from '../../lib/appConfig';
import { ROUTES } from '../../lib/links';
import { useCurrentUser } from '../../modules/auth';
import { VideoPlayerDock } from '../../modules/player';
import { PlainSearchInput } from '../../modules/search';
import { AppStarted } from '../AppStarted';
import { useScrollShadow } from '../hooks/useScrollShadow';
import { useScrollToTop } from '../hooks/useScrollToTop';
import { ItemFeatures } from '../ItemFeatures';
import { optionalPart } from '../optionalPart';
import classes from './AppLayout.module.css';
import { Footer } from './Footer';
import { MonthlyBanner } from './MonthlyBanner';
import { TopBar } from './TopBar';

// A past-due supporter's prompt: members only, loaded after the first paint.
const PastDuePrompt = optionalPart(() =>
  import('../../modules/subscribe/components/PastDuePrompt').then((m) => m.PastDuePrompt),
);
// The drawer only loads once a small-screen visitor opens it.
const MobileNavDrawer = lazy(() => import('./MobileNavDrawer').then((m) => ({ default: m.MobileNavDrawer })));
// Only members have a session to expire; the dialog (and the modal code) loads after the first paint.
const SessionExpiryDialog = optionalPart(() =>
  import('../../modules/accounts/components/SessionExpiryDialog').then((m) => m.SessionExpiryDialog),
);
// Admins' streaming player bar, when the server has a SPOTIFY_CLIENT_ID; its own chunk with the SDK.
const SpotifyPlayerBar = optionalPart(() =>
  import('../../modules/spotify/components/SpotifyPlayerBar').then((m) => m.SpotifyPlayerBar),
);
export function AppLayout() {
  const [drawerOpened, { toggle, close }] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const member = useCurrentUser();
  const { pathname } = useLocation();
  // Read when drawn: the server's renderer gets the configuration (setAppConfig) after this module
  // loads, so a value read at load said "no Spotify" there and "Spotify" in the browser (React #418
  // on every drawn page of an admin).
  const spotifyEnabled = spotifyConfig() !== null;

  useScrollToTop();
  const scrolled = useScrollShadow();

  function handleToggleDrawer() {
    setDrawerUsed(true);
    toggle();
  }

  return (
    <ItemFeatures>
      <div className={classes.shell}>
        <a href="#main-content" className={classes.skipLink}>
          Skip to content
        </a>
        <header className={classes.header} data-scrolled={scrolled || undefined}>
          <TopBar drawerOpened={drawerOpened} onToggleDrawer={handleToggleDrawer} />
        </header>
        {/* Phones: the search box at the top of every page (the top bar has no room for it); the
            search page has its own. */}
        {pathname !== ROUTES.search && (
          <Box hiddenFrom="sm" className={classes.phoneSearch}>
            <PlainSearchInput />
          </Box>
        )}
        {drawerUsed && (
          <Suspense fallback={null}>
            <MobileNavDrawer opened={drawerOpened} onClose={close} />
          </Suspense>
        )}
        {member && (
          <Suspense fallback={null}>
            <PastDuePrompt />
          </Suspense>
        )}
        <MonthlyBanner />
        <main id="main-content" tabIndex={-1} className={classes.main}>
          <Suspense
            fallback={
              <Center py={120}>
                <Loader role="status" aria-label="Loading page" />
              </Center>
            }
          >
            <Outlet />
            <AppStarted />
          </Suspense>
        </main>
        <Footer />
        <VideoPlayerDock />
        {member?.isAdmin && spotifyEnabled && <SpotifyBarInBrowser />}
        {member && (
          <Suspense fallback={null}>
            <SessionExpiryDialog />
          </Suspense>
        )}
      </div>
    </ItemFeatures>
  );
}

/**
 * The admins' Spotify bar reads the browser's storage (its connection): drawn in the browser only,
 * once mounted (drawn on the server, its render failed there: React #419 on every page). Its own
 * component, so the render that brings it in is its own, not the layout's: a layout drawn again
 * right after the app adopts the page made React draw the header's search anew, losing what was
 * typed in it.
 */
function SpotifyBarInBrowser() {
  const mounted = useMounted();
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SpotifyPlayerBar />
    </Suspense>
  );
}
