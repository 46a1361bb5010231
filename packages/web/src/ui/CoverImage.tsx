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
};

/** A square album or song cover that only loads when it is about to be seen. */
export function CoverImage({ src, fallbackSrc, alt, radius = 'md', eager = false }: Props) {
  const [ref, inView] = useInView<HTMLDivElement>();
  const [failed, setFailed] = useState(false);
  const shown = failed && fallbackSrc ? fallbackSrc : src;
  return (
    <AspectRatio ratio={1} ref={ref} className={classes.frame} data-radius={radius}>
      {eager || inView ? (
        <img
          src={shown}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
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
