import { importPKCS8, SignJWT, type CryptoKey } from 'jose';
import type { GoogleWalletConfig } from '../../config/wallet-env';
import type { Clock } from '../../lib/clock';
import type { ServerMessages } from '../../i18n';
import { firstName } from './apple-pass';
import type { CardMember } from './wallet.repository';

const SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';
const REQUEST_TIMEOUT_MS = 10_000;

export interface GoogleBrand {
  name: string;
  primaryColor: string;
  /** An absolute https address of the logo (Google fetches it). */
  logoUrl: string;
}

/** The member's object id: the issuer's prefix and the member id (stable, no e-mail). */
export function googleObjectId(issuerId: string, userId: string): string {
  return `${issuerId}.member-${userId}`;
}

export function googleClassId(issuerId: string): string {
  return `${issuerId}.member-card`;
}

/** The loyalty class: the programme as the operator brands it. */
export function loyaltyClass(config: GoogleWalletConfig, brand: GoogleBrand) {
  return {
    id: googleClassId(config.issuerId),
    issuerName: brand.name,
    programName: brand.name,
    programLogo: { sourceUri: { uri: brand.logoUrl } },
    hexBackgroundColor: brand.primaryColor,
    reviewStatus: 'UNDER_REVIEW',
  };
}

/** What the member's object shows: first name, points, level, next reward; the QR of the member id. */
export function loyaltyObjectFields(texts: ServerMessages, member: CardMember) {
  const reward = member.nextReward;
  return {
    state: 'ACTIVE',
    accountId: member.id,
    accountName: firstName(member.name),
    loyaltyPoints: { label: texts.wallet.points, balance: { int: member.totalPoints } },
    secondaryLoyaltyPoints: { label: texts.wallet.level, balance: { int: member.level } },
    barcode: { type: 'QR_CODE', value: member.id, alternateText: member.id.slice(0, 8).toUpperCase() },
    textModulesData: [
      {
        id: 'next_reward',
        header: texts.wallet.nextReward,
        body: reward
          ? texts.wallet.rewardAt({ partner: reward.partner, level: reward.level, points: reward.points })
          : texts.wallet.noReward,
      },
    ],
  };
}

/**
 * Google Wallet for the operator's issuer: the « Enregistrer dans Google Wallet » link (a
 * JWT signed RS256 by the service account, holding the class and the member's object) and
 * the REST calls that keep an object current (an OAuth token from the service account).
 */
export class GoogleWallet {
  private key: Promise<CryptoKey> | null = null;
  private accessToken: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly config: GoogleWalletConfig,
    private readonly clock: Clock,
  ) {}

  async saveUrl(input: {
    brand: GoogleBrand;
    texts: ServerMessages;
    member: CardMember;
    origin: string;
  }): Promise<string> {
    const object = {
      id: googleObjectId(this.config.issuerId, input.member.id),
      classId: googleClassId(this.config.issuerId),
      ...loyaltyObjectFields(input.texts, input.member),
    };
    const jwt = await new SignJWT({
      typ: 'savetowallet',
      origins: [input.origin],
      payload: { loyaltyClasses: [loyaltyClass(this.config, input.brand)], loyaltyObjects: [object] },
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(this.config.clientEmail)
      .setAudience('google')
      .setIssuedAt(Math.floor(this.clock.now().getTime() / 1000))
      .sign(await this.signingKey());
    return `https://pay.google.com/gp/v/save/${jwt}`;
  }

  /** PATCHes an object; answers the HTTP status (0: no answer). */
  async patchObject(objectId: string, fields: Record<string, unknown>): Promise<number> {
    let token: string;
    try {
      token = await this.token();
    } catch {
      return 0;
    }
    try {
      const response = await fetch(
        `${this.config.apiUrl}/walletobjects/v1/loyaltyObject/${encodeURIComponent(objectId)}`,
        {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(fields),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        },
      );
      await response.arrayBuffer();
      if (response.status === 401) this.accessToken = null;
      return response.status;
    } catch {
      return 0;
    }
  }

  private signingKey(): Promise<CryptoKey> {
    this.key ??= importPKCS8(this.config.privateKey, 'RS256');
    return this.key;
  }

  /** The service account's access token (JWT bearer grant), kept until a minute before it ends. */
  private async token(): Promise<string> {
    if (this.accessToken && this.clock.now().getTime() < this.accessToken.expiresAt)
      return this.accessToken.value;
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(this.config.clientEmail)
      .setAudience(this.config.tokenUri)
      .setIssuedAt(Math.floor(this.clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(this.clock.now().getTime() / 1000) + 3600)
      .sign(await this.signingKey());
    const response = await fetch(this.config.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in?: number };
    this.accessToken = {
      value: body.access_token,
      expiresAt: this.clock.now().getTime() + Math.max(60, (body.expires_in ?? 3600) - 60) * 1000,
    };
    return body.access_token;
  }
}
