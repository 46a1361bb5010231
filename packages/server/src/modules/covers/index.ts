/** The covers module's surface: its HTTP routes (drawn covers for items without an image) and the drawing. */
export { drawCover } from './draw-cover.ts';
export { coverRoutes } from './routes.ts';
