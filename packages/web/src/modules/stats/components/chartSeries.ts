/** The two series most stats charts draw, in the theme's colours (legend and bars alike). */
export const LISTENS_AND_CHECKS = [
  { label: 'Listens', color: 'ember.6' },
  { label: 'Checks', color: 'teal.6' },
];
