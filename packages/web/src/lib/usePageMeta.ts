import { useEffect } from 'react';

const SITE_NAME = 'Earmark';
export const DEFAULT_DESCRIPTION =
  'Earmark is a social diary for music: mark albums and songs as listened, rate and review them, build lists and see what your friends are listening to.';

type PageMeta = {
  /** Page-specific title; "Earmark" is appended. Leave out for the bare site name. */
  title?: string | undefined;
  description?: string | undefined;
};

/** Sets the document title and meta description of the current page. */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = title
      ? `${title} | ${SITE_NAME}`
      : `${SITE_NAME} – Track, rate and share the music you listen to`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description ?? DEFAULT_DESCRIPTION;
  }, [title, description]);
}
