import { useEffect, useState } from 'react';

export type Rgb = readonly [number, number, number];

/** A cover's colour is brightened to this luminance for the page behind it. */
export const COVER_COLOR_LUMINANCE = 220;
/** In the dark scheme, darkened to this one instead: light text keeps its contrast on it. */
export const DARK_COVER_COLOR_LUMINANCE = 40;

/** Perceived luminance, 0 to 255 (ITU-R BT.601 weights). */
export function luminance([r, g, b]: Rgb): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/**
 * The colour mixed with white until its luminance is `target` (220): the same hue, light enough
 * for dark text on it. A colour already that light is kept.
 */
export function brightenToLuminance(color: Rgb, target = COVER_COLOR_LUMINANCE): Rgb {
  const current = luminance(color);
  if (current >= target) return color;
  const t = (target - current) / (255 - current);
  return color.map((c) => Math.round(c + t * (255 - c))) as unknown as Rgb;
}

/** The colour mixed with black until its luminance is `target` (40); a colour already that dark is kept. */
export function darkenToLuminance(color: Rgb, target = DARK_COVER_COLOR_LUMINANCE): Rgb {
  const current = luminance(color);
  if (current <= target) return color;
  return color.map((c) => Math.round((c * target) / current)) as unknown as Rgb;
}

/** The average colour of RGBA pixels, transparent ones left out; null when all are transparent. */
export function averageColor(pixels: Uint8ClampedArray): Rgb | null {
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    if ((pixels[i + 3] ?? 0) < 128) continue;
    r += pixels[i] ?? 0;
    g += pixels[i + 1] ?? 0;
    b += pixels[i + 2] ?? 0;
    n += 1;
  }
  return n === 0 ? null : [Math.round(r / n), Math.round(g / n), Math.round(b / n)];
}

const SAMPLE = 16;

/**
 * The cover's average colour brightened to luminance 220 (darkened to 40 in the dark scheme), as a CSS
 * `light-dark(rgb(…), rgb(…))`, once the image has loaded; null before, and for a cover the browser may not read (another origin without CORS).
 */
export function useCoverColor(src: string | null | undefined): string | null {
  const [color, setColor] = useState<string | null>(null);
  useEffect(() => {
    setColor(null);
    if (!src) return;
    let live = true;
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onload = () => {
      try {
        const canvas = document.createElement('canvas');
        canvas.width = SAMPLE;
        canvas.height = SAMPLE;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) return;
        context.drawImage(image, 0, 0, SAMPLE, SAMPLE);
        const average = averageColor(context.getImageData(0, 0, SAMPLE, SAMPLE).data);
        if (!live || !average) return;
        const light = brightenToLuminance(average).join(' ');
        setColor(`light-dark(rgb(${light}), rgb(${darkenToLuminance(average).join(' ')}))`);
      } catch {
        // A cover from another origin without CORS cannot be read: no tint.
      }
    };
    image.src = src;
    return () => {
      live = false;
    };
  }, [src]);
  return color;
}
