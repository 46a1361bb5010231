import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isAppPage } from './page-status.ts';

/** The web app's route paths, as routes.tsx writes them. */
function webRoutePaths(): string[] {
  const file = new URL('../../../web/src/app/routes.tsx', import.meta.url);
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/path: '([^']+)'/g)].map((match) => match[1] ?? '');
}

const MBID = 'f5093c06-23e3-404f-aeaa-40f72885ee3a';

/** A path that the route pattern matches: each parameter filled (a MusicBrainz id, a year as one), optional ones too. */
function sample(route: string): string {
  return `/${route
    .replace(/:mbid\??/gi, MBID)
    .replace(/:year\??/gi, '2025')
    .replace(/:[a-z]+\??/gi, 'x1')
    .replace(/\*$/, 'anything/deeper')}`;
}

describe('isAppPage', () => {
  it("knows every route of the web app's router (routes.tsx), with or without a trailing slash", () => {
    const routes = webRoutePaths().filter((route) => route !== '*');
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      expect(isAppPage(sample(route)), route).toBe(true);
      expect(isAppPage(`${sample(route)}/`), route).toBe(true);
    }
    expect(isAppPage('/')).toBe(true);
  });

  it('answers no for a path the router sends to its not-found page', () => {
    for (const path of [
      '/nonsense',
      '/welcome/more',
      '/releases',
      '/releases/1/users/extra',
      '/reflections',
      '/users',
      '/spotify',
      '/settingsx',
      '/mb/release-group/not-an-mbid',
      `/mb/release-group/${MBID}x`,
      '/users/x1/year/last',
      '/users/x1/year/2025/more',
    ]) {
      expect(isAppPage(path), path).toBe(false);
    }
  });
});
