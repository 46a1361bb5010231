import { createContext, useContext, useEffect } from 'react';

const SITE_NAME = 'Earmark';
export const DEFAULT_DESCRIPTION =
  'Earmark is a social diary for music: mark albums and songs as listened, rate and review them, build lists and see what your friends are listening to.';

export type PageMeta = {
  /** Page-specific title; "Earmark" is appended. Leave out for the bare site name. */
  title?: string | undefined;
  description?: string | undefined;
};

/** The document title for a page's title. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} – Track, rate and share the music you listen to`;
}

/**
 * Where a page drawn on the server leaves its title and description (app/serverRender.tsx), which
 * effects never set there: the server writes them into the page's <head>.
 */
export const PageMetaCollector = createContext<PageMeta | null>(null);

/** Sets the document title and meta description of the current page. */
export function usePageMeta({ title, description }: PageMeta): void {
  const collector = useContext(PageMetaCollector);
  if (collector) Object.assign(collector, { title, description });
  useEffect(() => {
    document.title = documentTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description ?? DEFAULT_DESCRIPTION;
  }, [title, description]);
}
