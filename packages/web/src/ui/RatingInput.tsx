import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useState } from 'react';
import classes from './RatingInput.module.css';

type Props = {
  /** 0.5–5 in half steps; 0 or null is "not rated". */
  value: number | null;
  onChange: (value: number) => void;
  /** The group's accessible name. */
  label?: string;
  size?: 'md' | 'lg';
};

const STARS = [1, 2, 3, 4, 5] as const;

/** "3 stars", "3.5 stars", "1 star": each half star's radio. */
export const ratingLabel = (value: number) => `${value} ${value === 1 ? 'star' : 'stars'}`;

/**
 * A 0.5–5 rating in half stars as a group of ten native radios (WAI-ARIA's radio group: Tab
 * reaches the chosen half, the arrows choose the next or previous one, Space chooses the focused
 * one). Every half star is a target at least 24 px wide and the whole star's height, so a thumb
 * picks it on a phone. Enter chooses too and never submits the surrounding form.
 */
export function RatingInput({ value, onChange, label = 'Rating', size = 'lg' }: Props) {
  const name = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onChange(Number(event.currentTarget.value));
  }

  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={classes.group}
      data-size={size}
      onMouseLeave={() => setHovered(null)}
    >
      {STARS.map((star) => {
        const Icon = shown >= star ? IconStarFilled : shown >= star - 0.5 ? IconStarHalfFilled : IconStar;
        return (
          <span key={star} className={classes.star}>
            <Icon className={shown >= star - 0.5 ? classes.on : classes.off} aria-hidden />
            {[star - 0.5, star].map((half) => (
              <label
                key={half}
                className={classes.half}
                data-side={half === star ? 'right' : 'left'}
                onMouseEnter={() => setHovered(half)}
              >
                <input
                  type="radio"
                  name={name}
                  value={half}
                  checked={value === half}
                  aria-label={ratingLabel(half)}
                  className={classes.radio}
                  onChange={() => onChange(half)}
                  onKeyDown={handleKeyDown}
                />
              </label>
            ))}
          </span>
        );
      })}
    </div>
  );
}
