import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import classes from './RatingStars.module.css';

type Props = { value: number; size?: 'xs' | 'sm' | 'md' };

const PX = { xs: 14, sm: 18, md: 22 } as const;
const STARS = [1, 2, 3, 4, 5] as const;

/**
 * A read-only 0–5 rating in half stars, announced as text to screen readers. Drawn with icons
 * rather than Mantine's Rating input, which would bring its input machinery to every feed.
 */
export function RatingStars({ value, size = 'xs' }: Props) {
  const px = PX[size];
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} className={classes.stars}>
      {STARS.map((star) => {
        if (value >= star) return <IconStarFilled key={star} size={px} className={classes.on} aria-hidden />;
        if (value >= star - 0.5)
          return <IconStarHalfFilled key={star} size={px} className={classes.on} aria-hidden />;
        return <IconStar key={star} size={px} className={classes.off} aria-hidden />;
      })}
    </span>
  );
}
