import { config } from 'zod';

// Zod compiles object parsers with `new Function` unless told not to; the Content-Security-Policy
// allows no eval, so validation runs without it (the forms' schemas are small).
config({ jitless: true });
