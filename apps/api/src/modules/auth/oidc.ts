import { createHash, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@app/shared/domain/locales';
import { withoutInvisibleCharacters } from '@app/shared/domain/names';
import { NAME_MAX_LENGTH } from '@app/shared/schemas/auth';
import type { FastifyBaseLogger } from 'fastify';
import { importPKCS8, SignJWT } from 'jose';
import * as client from 'openid-client';
import { and, eq, lt } from 'drizzle-orm';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { oidcFlows, userIdentities, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { galleryDefault } from '../settings/settings.service';

export const OIDC_PROVIDERS = ['google', 'apple'] as const;
export type OidcProvider = (typeof OIDC_PROVIDERS)[number];

/** Why a sign-in failed: the login screen turns each into a French sentence. */
export type OidcErrorCode = 'unavailable' | 'denied' | 'expired' | 'invalid' | 'email_unverified';

export class OidcError extends Error {
  constructor(
    readonly code: OidcErrorCode,
    cause?: unknown,
  ) {
    super(code, { cause });
  }
}

const FLOW_TTL_MS = 10 * 60_000;
/** Apple accepts a client secret valid for up to six months; one hour is enough per use. */
const APPLE_SECRET_TTL_S = 3600;

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(hashState(a));
  const right = Buffer.from(hashState(b));
  return timingSafeEqual(left, right);
}

export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** The client secret Apple requires: an ES256 JWT signed with the team's key. */
export async function appleClientSecret(
  apple: NonNullable<Config['oidc']['apple']>,
  now: Date,
): Promise<string> {
  const key = await importPKCS8(apple.privateKey, 'ES256');
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: apple.keyId })
    .setIssuer(apple.teamId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + APPLE_SECRET_TTL_S)
    .setAudience('https://appleid.apple.com')
    .setSubject(apple.clientId)
    .sign(key);
}

/**
 * Sign-in with Google and Apple: OpenID Connect authorization code flow with PKCE, state
 * and nonce, through openid-client (discovery, ID token signature, issuer, audience,
 * expiry and nonce checks). The flow's secrets wait in the database, so the callback may
 * reach any instance.
 */
export class OidcService {
  private readonly discovered = new Map<OidcProvider, Promise<client.Configuration>>();

  constructor(
    private readonly config: Config,
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  enabled(): OidcProvider[] {
    return OIDC_PROVIDERS.filter((provider) => this.config.oidc[provider] !== undefined);
  }

  isEnabled(provider: string): provider is OidcProvider {
    return (this.enabled() as string[]).includes(provider);
  }

  private async configuration(provider: OidcProvider, now: Date): Promise<client.Configuration> {
    let pending = this.discovered.get(provider);
    if (!pending) {
      pending = this.discover(provider, now);
      this.discovered.set(provider, pending);
      // A failed discovery is tried again at the next sign-in.
      pending.catch(() => this.discovered.delete(provider));
    }
    return pending;
  }

  private async discover(provider: OidcProvider, now: Date): Promise<client.Configuration> {
    const settings = this.config.oidc[provider]!;
    const issuer = new URL(settings.issuer);
    // Local test providers speak http; the configuration refuses it in production.
    const insecure = issuer.protocol === 'http:';
    // The ID token's signature is checked against the provider's published keys, not only
    // trusted because it came over TLS (openid-client checks it only when asked).
    const execute = insecure
      ? [client.allowInsecureRequests, client.enableNonRepudiationChecks]
      : [client.enableNonRepudiationChecks];
    const options = { execute };
    if (provider === 'apple') {
      const apple = this.config.oidc.apple!;
      const configuration = await client.discovery(issuer, apple.clientId, undefined, undefined, options);
      // One secret per discovery: the cached configuration is dropped before the secret
      // expires, so the next sign-in discovers again with a fresh one.
      const secret = await appleClientSecret(apple, now);
      setTimeout(() => this.discovered.delete('apple'), (APPLE_SECRET_TTL_S - 300) * 1000).unref();
      const withSecret = new client.Configuration(
        configuration.serverMetadata(),
        apple.clientId,
        undefined,
        client.ClientSecretPost(secret),
      );
      // A new Configuration starts without the discovery's options: apply them again.
      for (const option of execute) option(withSecret);
      return withSecret;
    }
    const google = this.config.oidc.google!;
    return client.discovery(issuer, google.clientId, google.clientSecret, undefined, options);
  }

  /**
   * The provider's authorization URL for a new sign-in, and its state: the caller binds the
   * state to the browser (a cookie), so that only that browser can finish the flow.
   */
  async start(provider: OidcProvider, redirectUri: string, now: Date): Promise<{ url: URL; state: string }> {
    let configuration: client.Configuration;
    try {
      configuration = await this.configuration(provider, now);
    } catch (error) {
      this.log.warn({ err: error, provider }, 'openid provider unavailable');
      throw new OidcError('unavailable', error);
    }
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    await this.db.delete(oidcFlows).where(lt(oidcFlows.expiresAt, now));
    await this.db.insert(oidcFlows).values({
      stateHash: hashState(state),
      provider,
      nonce,
      codeVerifier,
      expiresAt: new Date(now.getTime() + FLOW_TTL_MS),
    });
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: provider === 'apple' ? 'openid email name' : 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      // Apple sends the answer as a form (and requires it when asking for the name).
      ...(provider === 'apple' ? { response_mode: 'form_post' } : {}),
    });
    return { url, state };
  }

  /** Checks the provider's answer (the callback's parameters) and reads the identity. */
  async finish(
    provider: OidcProvider,
    callbackUrl: URL,
    browserState: string | undefined,
    now: Date,
  ): Promise<ProviderIdentity> {
    if (callbackUrl.searchParams.has('error')) throw new OidcError('denied');
    const state = callbackUrl.searchParams.get('state');
    if (!state) throw new OidcError('invalid');
    // A callback opened in another browser than the one that started (an attacker's link
    // that would sign the victim into the attacker's account) is refused.
    if (browserState === undefined || !safeEqual(browserState, state)) throw new OidcError('invalid');
    // Single use: taken out whatever happens next.
    const [flow] = await this.db
      .delete(oidcFlows)
      .where(and(eq(oidcFlows.stateHash, hashState(state)), eq(oidcFlows.provider, provider)))
      .returning();
    if (!flow) throw new OidcError('invalid');
    if (flow.expiresAt <= now) throw new OidcError('expired');
    try {
      const configuration = await this.configuration(provider, now);
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new OidcError('invalid');
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
      const verified = claims.email_verified === true || claims.email_verified === 'true';
      const name = [claims.name, claims.given_name].find(
        (value) => typeof value === 'string' && value.trim(),
      );
      return {
        subject: claims.sub,
        email,
        emailVerified: verified,
        name: (name as string | undefined) ?? null,
      };
    } catch (error) {
      if (error instanceof OidcError) throw error;
      this.log.warn({ err: error, provider }, 'openid sign-in refused');
      throw new OidcError('invalid', error);
    }
  }

  /**
   * The account of an identity: the linked one; else the account with the same e-mail,
   * linked only when the provider says the address is verified; else a new account, in
   * the language the sign-in screen showed (`locale`), as a registration keeps it.
   */
  async accountFor(
    provider: OidcProvider,
    identity: ProviderIdentity,
    now: Date,
    locale: Locale | null = null,
  ): Promise<string> {
    return this.db.transaction(async (tx) => {
      const [linked] = await tx
        .select({ userId: userIdentities.userId })
        .from(userIdentities)
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, identity.subject)));
      if (linked) return linked.userId;
      let userId: string;
      const [existing] = identity.email
        ? await tx.select({ id: users.id }).from(users).where(eq(users.email, identity.email))
        : [];
      if (existing) {
        if (!identity.emailVerified) throw new OidcError('email_unverified');
        userId = existing.id;
      } else {
        const email = identity.email ?? `${identity.subject}@${provider}.invalid`;
        // A provider's name is taken as given, less what would hide in it (as a typed name is refused).
        const name =
          withoutInvisibleCharacters(identity.name ?? '').trim() || email.split('@')[0] || 'Client';
        const [created] = await tx
          .insert(users)
          .values({
            email,
            name: name.slice(0, NAME_MAX_LENGTH),
            passwordHash: null,
            authProvider: provider,
            showInGallery: await galleryDefault(tx),
            locale,
            createdAt: now,
          })
          .returning({ id: users.id });
        userId = created!.id;
      }
      try {
        await tx.insert(userIdentities).values({
          provider,
          subject: identity.subject,
          userId,
          email: identity.email,
          createdAt: now,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new OidcError('invalid', error);
        throw error;
      }
      return userId;
    });
  }
}
