export function e2ePorts(port: number): { server: number; fakeStripe: number; fakeMusicBrainz: number };
export function e2eServerEnv(port: number, dataDir: string | undefined): Record<string, string>;
export function e2eWorkers(): number;
