import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error oidc-provider ships no type declarations; OidcProvider below types the part used here.
import Provider from 'oidc-provider';
import { TestClient } from './test-client';

/** The person who signs in at the provider; the claims mirror what Google puts in its ID token. */
export interface TestPerson {
  sub: string;
  email: string;
  name: string;
  picture: string;
}

export interface LoopbackOidcProvider {
  issuer: string;
  discoveryUrl: string;
  /** Interaction prompts answered so far, in order ('login', 'consent'). */
  prompts: string[];
  /** Registers the app as a client; separate from start-up because the app's URL is known only after it starts. */
  addClient(client: { clientId: string; clientSecret: string; redirectUri: string }): void;
  /** Follows the provider's redirects like a browser with its own cookies; returns the URL it sends the browser back to. */
  authorize(authorizationUrl: string, browser?: TestClient): Promise<string>;
  close(): Promise<void>;
}

type Payload = Record<string, unknown>;
interface OidcGrant {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  save(): Promise<string>;
}
interface Interaction {
  prompt: { name: string; details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] } };
  params: { client_id: string };
  session?: { accountId?: string };
  grantId?: string;
}
type Req = http.IncomingMessage;
type Res = http.ServerResponse;
interface OidcProvider {
  callback(): http.RequestListener;
  interactionDetails(req: Req, res: Res): Promise<Interaction>;
  interactionFinished(req: Req, res: Res, result: object, options: { mergeWithLastSubmission: boolean }): Promise<void>;
  Grant: { new (init: { accountId: string; clientId: string }): OidcGrant; find(id: string): Promise<OidcGrant | undefined> };
}
const OidcProviderClass = Provider as new (issuer: string, configuration: object) => OidcProvider;

/**
 * oidc-provider's storage as one Map. Besides sessions, codes and grants it holds clients: the provider
 * looks up any client_id it was not configured with through the adapter, which is the supported way to
 * add a client after the provider has started. Expiry is left to the provider's own `exp` checks.
 */
function mapAdapter(store: Map<string, Payload>) {
  return (model: string) => {
    const key = (id: string) => `${model}:${id}`;
    const findBy = async (field: string, value: string) =>
      [...store].find(([k, payload]) => k.startsWith(`${model}:`) && payload[field] === value)?.[1];
    return {
      find: async (id: string) => store.get(key(id)),
      findByUid: (uid: string) => findBy('uid', uid),
      findByUserCode: (userCode: string) => findBy('userCode', userCode),
      upsert: async (id: string, payload: Payload) => void store.set(key(id), payload),
      destroy: async (id: string) => void store.delete(key(id)),
      consume: async (id: string) => {
        const payload = store.get(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      revokeByGrantId: async (grantId: string) => {
        for (const [k, payload] of store) if (payload.grantId === grantId) store.delete(k);
      },
    };
  };
}

/** A real OpenID Connect provider on 127.0.0.1 standing in for Google, with one person who always logs in and consents. */
export async function startLoopbackOidcProvider(person: TestPerson): Promise<LoopbackOidcProvider> {
  // Listen first: the issuer must carry the port, and the provider needs its issuer when it is built.
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const store = new Map<string, Payload>();
  const prompts: string[] = [];
  // A fresh signing key, so the provider does not fall back to its published development keys.
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new OidcProviderClass(issuer, {
    adapter: mapAdapter(store),
    jwks: { keys: [{ ...signingKey, alg: 'RS256', use: 'sig', kid: 'loopback' }] },
    cookies: { keys: ['loopback-oidc-provider-cookie-key'] },
    // Explicit lifetimes (seconds) keep the provider from printing a notice for each default it uses.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Google puts the scope's claims in the ID token itself; the default keeps them for /userinfo only.
    conformIdTokenClaims: false,
    // Like Google, and it proves the app sends a PKCE challenge.
    pkce: { required: () => true },
    // Our own /interaction/:uid handler below replaces the HTML dev screens.
    features: { devInteractions: { enabled: false } },
    findAccount: async (_ctx: unknown, sub: string) =>
      sub === person.sub
        ? { accountId: sub, claims: async () => ({ sub, email: person.email, email_verified: true, name: person.name, picture: person.picture }) }
        : undefined,
  });

  // What a login page and a consent page would do once the person clicks through, done at once on GET.
  async function finishInteraction(req: Req, res: Res): Promise<void> {
    const { prompt, params, session, grantId } = await provider.interactionDetails(req, res);
    prompts.push(prompt.name);
    if (prompt.name === 'login') {
      await provider.interactionFinished(req, res, { login: { accountId: person.sub } }, { mergeWithLastSubmission: false });
      return;
    }
    if (prompt.name !== 'consent') throw new Error(`unexpected prompt ${prompt.name}`);
    const accountId = session?.accountId ?? person.sub;
    const grant = (grantId ? await provider.Grant.find(grantId) : undefined) ?? new provider.Grant({ accountId, clientId: params.client_id });
    grant.addOIDCScope((prompt.details.missingOIDCScope ?? []).join(' '));
    grant.addOIDCClaims(prompt.details.missingOIDCClaims ?? []);
    const result = { consent: { grantId: await grant.save() } };
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
  }

  const oidc = provider.callback();
  server.on('request', (req: Req, res: Res) => {
    if (req.method !== 'GET' || !req.url?.startsWith('/interaction/')) return oidc(req, res);
    finishInteraction(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    prompts,
    addClient: ({ clientId, clientSecret, redirectUri }) => {
      store.set(`Client:${clientId}`, {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // better-auth sends the secret in the form body unless told to use Basic.
        token_endpoint_auth_method: 'client_secret_post',
      });
    },
    authorize: async (authorizationUrl, browser = new TestClient(issuer)) => {
      let url = authorizationUrl;
      for (let hops = 0; new URL(url).origin === issuer; hops++) {
        if (hops === 10) throw new Error('the provider redirected more than 10 times');
        const response = await browser.fetch(url);
        const location = response.headers.get('location');
        if (!location) throw new Error(`the provider answered ${response.status} at ${url}: ${await response.text()}`);
        url = new URL(location, url).href;
      }
      return url;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
