import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { WalletConfig } from '../../config/wallet-env';
import type { Database } from '../../db/client';
import { messages, textsFor, type ServerMessages } from '../../i18n';
import { HttpError } from '../../lib/errors';
import type { MediaStorage } from '../../lib/storage';
import type { Clock } from '../../lib/clock';
import type { BrandDirectory } from '../brand/brand.directory';
import { brandIconKey, presentBrand } from '../brand/brand.service';
import { listStations } from '../stations/stations.repository';
import { passJson, signedPass } from './apple-pass';
import { GoogleWallet, googleObjectId } from './google-wallet';
import { defaultIconPath, passImagesFrom, type PassImages } from './pass-images';
import { cardMember, ensureGoogleObject, issuePass, passBySerial, type PassRow } from './wallet.repository';

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The member card in the wallets (docs/decisions/0033): the signed Apple pass, its web
 * service's reads, and Google's save link. Each wallet answers 404 while not configured.
 */
export class WalletService {
  readonly google: GoogleWallet | null;
  private images: { hash: string | null; images: Promise<PassImages> } | null = null;

  constructor(
    private readonly db: Database,
    private readonly config: WalletConfig,
    private readonly brand: BrandDirectory,
    private readonly storage: MediaStorage,
    private readonly webDistDir: string,
    /** The site's public origin (PUBLIC_URL): the web service's and the logo's addresses. */
    private readonly origin: string,
    clock: Clock,
  ) {
    this.google = config.google ? new GoogleWallet(config.google, clock) : null;
  }

  get appleConfigured(): boolean {
    return this.config.apple !== undefined;
  }

  get googleConfigured(): boolean {
    return this.google !== null;
  }

  /** GET /api/wallet/apple/pass: a new download, with its own token, of the member's one pass. */
  async memberPass(userId: string, texts: ServerMessages): Promise<Buffer> {
    if (!this.config.apple) throw new HttpError(404, messages.wallet.appleNotConfigured);
    const token = randomBytes(24).toString('base64url');
    const pass = await issuePass(this.db, userId, randomUUID(), tokenHash(token));
    return this.build(pass, token, texts);
  }

  /**
   * The pass whose token the caller holds, with that token, or null (Apple's web service
   * answers 401).
   */
  async authorisedPass(
    serialNumber: string,
    authorization: string | undefined,
  ): Promise<{ pass: PassRow; token: string } | null> {
    const token = /^ApplePass (\S{16,200})$/.exec(authorization ?? '')?.[1];
    if (!token) return null;
    const pass = await passBySerial(this.db, serialNumber);
    return pass && pass.authTokenHashes.includes(tokenHash(token)) ? { pass, token } : null;
  }

  /** The latest version of a pass for a device that holds it (the device's own token inside). */
  latestPass(pass: PassRow, token: string, texts: ServerMessages): Promise<Buffer> {
    return this.build(pass, token, texts);
  }

  /** GET /api/wallet/google/save-url: the member's object in a signed save link. */
  async googleSaveUrl(userId: string, texts: ServerMessages): Promise<string> {
    if (!this.google || !this.config.google) throw new HttpError(404, messages.wallet.googleNotConfigured);
    const member = await cardMember(this.db, userId);
    if (!member) throw new HttpError(401, messages.errors.unauthenticated);
    // From now on, the member's changes update this object (the users trigger queues them).
    await ensureGoogleObject(this.db, userId, googleObjectId(this.config.google.issuerId, userId));
    const brand = presentBrand(await this.brand.current());
    return this.google.saveUrl({
      brand: {
        name: brand.name,
        primaryColor: brand.primary_color,
        logoUrl: `${this.origin}${brand.logo_url ?? '/icons/icon-512.png'}`,
      },
      texts,
      member,
      origin: this.origin,
    });
  }

  private async build(pass: PassRow, token: string, texts: ServerMessages): Promise<Buffer> {
    const apple = this.config.apple;
    if (!apple) throw new HttpError(404, messages.wallet.appleNotConfigured);
    const [member, stations, stored] = await Promise.all([
      cardMember(this.db, pass.userId),
      listStations(this.db),
      this.brand.current(),
    ]);
    if (!member) throw new HttpError(401, messages.errors.unauthenticated);
    const json = passJson({
      config: apple,
      // The member's own language where they chose one (a device asks without a session).
      texts: member.locale ? textsFor(member.locale) : texts,
      brand: { name: stored.name, shortName: stored.short_name, primaryColor: stored.primary_color },
      member,
      stations: stations.filter((station) => station.open),
      serialNumber: pass.serialNumber,
      authenticationToken: token,
      webServiceURL: `${this.origin}/api/wallet/apple`,
    });
    return signedPass(apple, json, await this.passImages(stored.logo?.hash ?? null));
  }

  /** The pass's images from the brand's logo (or the built-in icon), made once per logo. */
  private passImages(hash: string | null): Promise<PassImages> {
    if (this.images?.hash === hash) return this.images.images;
    const images = (async () => {
      const logo = hash ? await this.storage.get(brandIconKey(hash, 'icon-512.png')) : null;
      const source = logo?.data ?? (await fs.readFile(await defaultIconPath(this.webDistDir)));
      return passImagesFrom(source);
    })();
    images.catch(() => {
      if (this.images?.images === images) this.images = null;
    });
    this.images = { hash, images };
    return images;
  }
}
