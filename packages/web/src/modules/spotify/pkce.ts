import {
  type AccessToken,
  emptyAccessToken,
  type IAuthStrategy,
  type ICachable,
  type ICachingStrategy,
  type SdkConfiguration,
} from '@spotify/web-api-ts-sdk';

/** The proof-key verifier is 128 characters (the longest PKCE allows). */
export const VERIFIER_LENGTH = 128;
/** The SDK's own cache keys, so a token cached by either reads the same. */
export const TOKEN_KEY = 'spotify-sdk:AuthorizationCodeWithPKCEStrategy:token';
export const VERIFIER_KEY = 'spotify-sdk:verifier';

const VERIFIER_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function generateVerifier(length = VERIFIER_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 62 letters: the modulo bias (256 % 62) is irrelevant for a one-time secret of 128 characters.
  return Array.from(bytes, (byte) => VERIFIER_ALPHABET[byte % VERIFIER_ALPHABET.length]).join('');
}

export async function challengeFor(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

type CachedVerifier = ICachable & { verifier: string };

/**
 * Authorization code with PKCE, as the SDK's AuthorizationCodeWithPKCEStrategy does it (same cache
 * keys, single-use verifier, token renewed through the cache's update function) but against a
 * configurable accounts root (SPOTIFY_ACCOUNTS_URL), which the SDK's strategy hard-codes. It only
 * leaves the page for Spotify after `connect()`: a poll with no token answers empty instead.
 */
export class PkceStrategy implements IAuthStrategy {
  private configuration: SdkConfiguration | null = null;
  private interactive = false;

  constructor(
    private readonly clientId: string,
    private readonly redirectUri: string,
    private readonly scopes: string[],
    private readonly accountsUrl: string,
  ) {}

  setConfiguration(configuration: SdkConfiguration): void {
    this.configuration = configuration;
  }

  private get cache(): ICachingStrategy {
    if (!this.configuration) throw new Error('The Spotify client is not configured.');
    return this.configuration.cachingStrategy;
  }

  /** Sends the browser to Spotify's consent page (or finishes the callback when ?code= is there). */
  async connect(): Promise<AccessToken> {
    this.interactive = true;
    return this.getOrCreateAccessToken();
  }

  getOrCreateAccessToken(): Promise<AccessToken> {
    return this.cache.getOrCreate<AccessToken>(
      TOKEN_KEY,
      async () => withExpiry(await this.redirectOrVerifyToken()),
      async (expiring) => withExpiry(await this.refresh(expiring)),
    );
  }

  getAccessToken(): Promise<AccessToken | null> {
    return this.cache.get<AccessToken>(TOKEN_KEY);
  }

  removeAccessToken(): void {
    this.cache.remove(TOKEN_KEY);
  }

  private async redirectOrVerifyToken(): Promise<AccessToken> {
    const code = new URLSearchParams(window.location.search).get('code');
    if (code) return this.exchange(code);
    if (!this.interactive) return emptyAccessToken;
    const verifier = generateVerifier();
    this.cache.setCacheItem(VERIFIER_KEY, { verifier, expiresOnAccess: true } satisfies CachedVerifier);
    const params = new URLSearchParams({
      client_id: this.clientId,
      response_type: 'code',
      redirect_uri: this.redirectUri,
      scope: this.scopes.join(' '),
      code_challenge_method: 'S256',
      code_challenge: await challengeFor(verifier),
    });
    await this.configuration?.redirectionStrategy.redirect(`${this.accountsUrl}/authorize?${params}`);
    return emptyAccessToken;
  }

  private async exchange(code: string): Promise<AccessToken> {
    const cached = await this.cache.get<CachedVerifier>(VERIFIER_KEY);
    if (!cached?.verifier)
      throw new Error("No verifier found in cache - can't validate query string callback parameters.");
    await this.configuration?.redirectionStrategy.onReturnFromRedirect();
    const token = await this.postToken(
      {
        client_id: this.clientId,
        grant_type: 'authorization_code',
        code,
        redirect_uri: this.redirectUri,
        code_verifier: cached.verifier,
      },
      'Failed to exchange code for token',
    );
    const url = new URL(window.location.href);
    url.searchParams.delete('code');
    window.history.replaceState({}, document.title, url.href);
    return token;
  }

  private async refresh(expiring: AccessToken): Promise<AccessToken> {
    const token = await this.postToken(
      { client_id: this.clientId, grant_type: 'refresh_token', refresh_token: expiring.refresh_token },
      'Failed to refresh token',
    );
    // Spotify may keep the refresh token and leave it out of the answer.
    return { ...token, refresh_token: token.refresh_token || expiring.refresh_token };
  }

  private async postToken(form: Record<string, string>, failure: string): Promise<AccessToken> {
    const response = await fetch(`${this.accountsUrl}/api/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${failure}: ${response.statusText}, ${text}`);
    return JSON.parse(text) as AccessToken;
  }
}

/** The cached form: `expires` in epoch milliseconds (the empty token keeps its -1). */
function withExpiry(token: AccessToken): AccessToken & ICachable {
  if (token.expires === -1) return token as AccessToken & ICachable;
  return { ...token, expires: Date.now() + token.expires_in * 1000 };
}
