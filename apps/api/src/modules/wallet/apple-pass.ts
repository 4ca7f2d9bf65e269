import { PKPass } from 'passkit-generator';
import type { AppleWalletConfig } from '../../config/wallet-env';
import type { ServerMessages } from '../../i18n';
import type { CardMember } from './wallet.repository';
import type { PassImages } from './pass-images';

/** Apple shows at most 10 locations; the pass comes up on the lock screen near one. */
export const MAX_PASS_LOCATIONS = 10;

export interface PassStation {
  name: string;
  latitude: number | null;
  longitude: number | null;
}

export interface PassBrand {
  name: string;
  shortName: string;
  primaryColor: string;
}

/** "#0b4f8a" → "rgb(11, 79, 138)", as pass.json writes colours. */
export function rgbOf(hex: string): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

/** The first word of the name: a card in a pocket shows no more. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/**
 * The member's store card (docs/decisions/0033): the brand's name, colour and logo; first
 * name, level, points and next reward; a QR code of the member id for the staff; the open
 * stations as locations; the web service and this download's token. No e-mail address.
 */
export function passJson(input: {
  config: AppleWalletConfig;
  texts: ServerMessages;
  brand: PassBrand;
  member: CardMember;
  stations: readonly PassStation[];
  serialNumber: string;
  authenticationToken: string;
  webServiceURL: string;
}) {
  const { config, texts, brand, member } = input;
  const reward = member.nextReward;
  return {
    formatVersion: 1,
    passTypeIdentifier: config.passTypeId,
    teamIdentifier: config.teamId,
    serialNumber: input.serialNumber,
    organizationName: brand.name,
    description: texts.wallet.description({ brand: brand.name }),
    logoText: brand.shortName,
    backgroundColor: rgbOf(brand.primaryColor),
    // The brand's colour is refused unless white text on it reaches 4.5:1 (Réglages → Marque).
    foregroundColor: 'rgb(255, 255, 255)',
    labelColor: 'rgb(255, 255, 255)',
    webServiceURL: input.webServiceURL,
    authenticationToken: input.authenticationToken,
    barcodes: [
      {
        format: 'PKBarcodeFormatQR',
        message: member.id,
        messageEncoding: 'iso-8859-1',
        altText: member.id.slice(0, 8).toUpperCase(),
      },
    ],
    locations: input.stations
      .filter((station) => station.latitude !== null && station.longitude !== null)
      .slice(0, MAX_PASS_LOCATIONS)
      .map((station) => ({
        latitude: station.latitude!,
        longitude: station.longitude!,
        relevantText: texts.wallet.nearStation({ station: station.name }),
      })),
    storeCard: {
      headerFields: [{ key: 'points', label: texts.wallet.points, value: member.totalPoints }],
      primaryFields: [{ key: 'member', label: texts.wallet.member, value: firstName(member.name) }],
      secondaryFields: [
        { key: 'level', label: texts.wallet.level, value: member.level },
        {
          key: 'next_reward',
          label: texts.wallet.nextReward,
          value: reward
            ? texts.wallet.rewardAt({ partner: reward.partner, level: reward.level, points: reward.points })
            : texts.wallet.noReward,
        },
      ],
      backFields: [
        { key: 'member_id', label: texts.wallet.memberId, value: member.id },
        { key: 'how_to', label: brand.name, value: texts.wallet.howTo },
      ],
    },
  };
}

/** The signed .pkpass: pass.json, the images, manifest.json (SHA-1 of each) and its PKCS#7 signature. */
export function signedPass(
  config: AppleWalletConfig,
  json: ReturnType<typeof passJson>,
  images: PassImages,
): Buffer {
  const pass = new PKPass(
    { 'pass.json': Buffer.from(JSON.stringify(json)), ...images },
    {
      wwdr: config.wwdr,
      signerCert: config.signerCert,
      signerKey: config.signerKey,
      signerKeyPassphrase: config.signerKeyPassphrase,
    },
  );
  return pass.getAsBuffer();
}
