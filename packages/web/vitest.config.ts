import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // A worker runs its files in one window, importing React and Mantine once instead of per file
    // (~4x faster on two cores); src/test/setup.ts puts the window back at the start of each file.
    isolate: false,
    css: false,
    // A wait, not a budget (speed is the bench's): `npm test` runs these beside the API tier, where a
    // test typing into a form took over vitest's default 5 s at load 16 on two cores.
    testTimeout: 30_000,
  },
});
