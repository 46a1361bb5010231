export function ensureWebBuild(): boolean;
