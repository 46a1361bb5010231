import { Box } from '@mantine/core';
import classes from './ListCovers.module.css';

type Props = { covers: readonly string[] };

const SLOTS = 4;

/** Up to four album covers overlapping like records in a crate. */
export function ListCovers({ covers }: Props) {
  const slots = Array.from({ length: SLOTS }, (_, index) => covers[index] ?? null);
  return (
    <Box className={classes.stack} aria-hidden>
      {slots.map((src, index) =>
        src ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: positions are fixed; covers may repeat
          <img key={index} src={src} alt="" loading="lazy" decoding="async" className={classes.cover} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: positions are fixed
          <span key={index} className={classes.empty} />
        ),
      )}
    </Box>
  );
}
