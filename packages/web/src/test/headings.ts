/**
 * The heading levels on the page in document order (h1–h6 and role="heading" with aria-level), and
 * the first place a level is skipped (an h3 after an h1, as Lighthouse's heading-order audit reads
 * it), or null when none is.
 */
export function headingLevels(root: ParentNode = document.body): number[] {
  return Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')).map((heading) => {
    const level = heading.getAttribute('aria-level') ?? heading.tagName.slice(1);
    return Number(level);
  });
}

export function skippedHeadingLevel(root: ParentNode = document.body): string | null {
  let previous = 0;
  for (const level of headingLevels(root)) {
    if (level > previous + 1) return `h${level} after h${previous || 'nothing'}`;
    previous = level;
  }
  return null;
}
