import { AspectRatio, Box } from '@mantine/core';
import { useState } from 'react';
import { useInView } from '../lib/useInView';
import classes from './CoverImage.module.css';

type Props = {
  src: string;
  /** Used when src fails to load. */
  fallbackSrc?: string | null | undefined;
  alt: string;
  radius?: 'sm' | 'md' | 'lg';
  /** Above-the-fold covers load at once; the rest wait until they come near the viewport. */
  eager?: boolean;
  /**
   * The page's largest image as drawn (its LCP: the release's cover, search's first result): fetched
   * at high priority, so on a first visit it is not queued behind the first screen's scripts.
   */
  priority?: boolean;
};

/** A square album or song cover that only loads when it is about to be seen. */
export function CoverImage({ src, fallbackSrc, alt, radius = 'md', eager = false, priority = false }: Props) {
  const [ref, inView] = useInView<HTMLDivElement>();
  const [failed, setFailed] = useState(false);
  const shown = failed && fallbackSrc ? fallbackSrc : src;
  return (
    <AspectRatio ratio={1} ref={ref} className={classes.frame} data-radius={radius}>
      {eager || priority || inView ? (
        <img
          src={shown}
          alt={alt}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className={classes.image}
          onError={() => setFailed(true)}
        />
      ) : (
        <Box className={classes.placeholder} aria-hidden />
      )}
    </AspectRatio>
  );
}
