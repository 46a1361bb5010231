/** The covers module's surface: its HTTP routes (drawn covers for items without an image). */
export { coverRoutes } from './routes.ts';
