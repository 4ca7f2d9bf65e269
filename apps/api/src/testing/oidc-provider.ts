import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import Provider from 'oidc-provider';

export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * A real OpenID provider (oidc-provider) on loopback for the sign-in tests, with its
 * development login and consent pages: any login is accepted as the account id.
 */
export async function startTestProvider(
  clients: { clientId: string; clientSecret: string; redirectUris: string[] }[],
) {
  const accounts = new Map<string, TestAccount>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    pkce: { required: () => true },
    // Like Google: the ID token itself carries the e-mail and the name.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
    },
    async findAccount(_context: unknown, id: string) {
      // An account the test did not describe: a verified address made from its login.
      const account = accounts.get(id) ?? {
        email: `${id}@exemple.ch`,
        email_verified: true,
        name: `Client ${id}`,
      };
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
  });
  provider.on('server_error', () => {});
  // What the token endpoint was asked (the client's credentials), and, when a test asks for
  // it, ID tokens re-signed with a key the provider never published.
  const tokenRequests: { clientId: string | undefined; clientSecret: string | undefined }[] = [];
  let forgeIdTokens = false;
  const foreignKey = await generateKeyPair('RS256');
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path !== '/token') return;
    const params = (ctx.oidc as unknown as { body?: Record<string, unknown> } | undefined)?.body;
    const authorization = ctx.get('authorization');
    const basicId = authorization.startsWith('Basic ')
      ? decodeURIComponent(Buffer.from(authorization.slice(6), 'base64').toString().split(':')[0] ?? '')
      : undefined;
    tokenRequests.push({
      clientId: (params?.client_id as string | undefined) ?? basicId,
      clientSecret: params?.client_secret as string | undefined,
    });
    const body = ctx.body as { id_token?: string } | undefined;
    if (forgeIdTokens && body?.id_token) {
      const header = decodeProtectedHeader(body.id_token);
      body.id_token = await new SignJWT(decodeJwt(body.id_token))
        .setProtectedHeader({ alg: 'RS256', kid: header.kid })
        .sign(foreignKey.privateKey);
    }
  });
  server.on('request', provider.callback());

  /**
   * Follows the provider's pages for `login` from the authorization URL, as a browser
   * would, until it sends the user back: answers that callback URL.
   */
  async function authorize(authorizationUrl: string, login: string, callbackPrefix: string): Promise<URL> {
    const jar = new Map<string, string>();
    let next = authorizationUrl;
    let body: string | undefined;
    for (let step = 0; step < 10; step += 1) {
      const response = await fetch(next, {
        method: body ? 'POST' : 'GET',
        body,
        redirect: 'manual',
        headers: {
          cookie: [...jar].map(([key, value]) => `${key}=${value}`).join('; '),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      if (response.status >= 300 && response.status < 400) {
        next = new URL(response.headers.get('location')!, next).href;
        body = undefined;
        if (next.startsWith(callbackPrefix)) return new URL(next);
        continue;
      }
      const html = await response.text();
      const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
      if (!action)
        throw new Error(`no form on the provider's page (${response.status}): ${html.slice(0, 300)}`);
      const fields = new URLSearchParams(
        [...html.matchAll(/<input[^>]*name="([^"]+)"(?:[^>]*?value="([^"]*)")?[^>]*>/g)].map(
          (match) => [match[1]!, match[2] ?? ''] as [string, string],
        ),
      );
      if (fields.has('login')) {
        fields.set('login', login);
        fields.set('password', 'any');
      }
      next = new URL(action, next).href;
      body = fields.toString();
    }
    throw new Error('the provider did not send the user back');
  }

  return {
    issuer,
    accounts,
    authorize,
    tokenRequests,
    /** From now on, ID tokens are signed with a foreign key (same kid, same claims). */
    forgeIdTokens(on: boolean) {
      forgeIdTokens = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
