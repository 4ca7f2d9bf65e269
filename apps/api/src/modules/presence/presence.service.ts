import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  PAIRING_VALID_MS,
  PRESENCE_ALGORITHM,
  PRESENCE_DIGITS,
  PRESENCE_PERIOD_SECONDS,
  judgeStep,
  newPairingCode,
  normalizePairingCode,
  parsePresenceToken,
  stepAt,
  stepStart,
} from '@app/shared/domain/presence';
import { presenceCode } from '@app/shared/domain/presence-code';
import type { PresenceProof } from '@app/shared/schemas/presence';
import { generateSecret } from 'otplib';
import type { Database, Executor } from '../../db/client';
import { messages } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { recordAudit } from '../audit/audit.service';
import { presenceSettings } from '../settings/settings.service';
import { findStationByName } from '../stations/stations.repository';
import { presentDisplay } from './presence.presenter';
import * as repo from './presence.repository';

type Admin = { id: string; name: string };

const sameCode = (expected: string, given: string) =>
  expected.length === given.length && timingSafeEqual(Buffer.from(expected), Buffer.from(given));

/** A code checked against a display: what a wash is then counted with. */
export interface ProvenPresence {
  displayId: string;
  step: number;
  /** The wash's time for every rule: the server's now online, the step's start offline. */
  instant: Date;
}

/**
 * Checks a wash's proof of presence (docs/product.md, presence) without writing anything:
 * the QR's `<display>.<step>.<code>` or the six digits typed at a station. Refuses a wrong,
 * foreign, revoked, stale or future code with a French detail.
 */
export async function checkPresence(
  db: Executor,
  input: { station: string; proof: PresenceProof; capturedOffline: boolean; now: Date },
): Promise<ProvenPresence> {
  const settings = await presenceSettings(db);
  const serverStep = stepAt(input.now);
  const judge = (step: number) => {
    const verdict = judgeStep(step, serverStep, {
      capturedOffline: input.capturedOffline,
      offlineHours: settings.offlineHours,
    });
    if (verdict === 'stale') throw new HttpError(400, messages.presence.stale);
    if (verdict === 'future') throw new HttpError(400, messages.presence.future);
  };
  const proven = (displayId: string, step: number): ProvenPresence => ({
    displayId,
    step,
    instant: input.capturedOffline && step < serverStep ? stepStart(step) : input.now,
  });

  if (typeof input.proof === 'string') {
    const token = parsePresenceToken(input.proof);
    if (!token) throw new HttpError(400, messages.presence.invalidCode);
    const display = await repo.findDisplay(db, token.displayId);
    if (!display || !display.secret) throw new HttpError(400, messages.presence.invalidCode);
    if (display.revokedAt) throw new HttpError(400, messages.presence.revoked);
    if (display.station !== input.station) throw new HttpError(400, messages.presence.otherStation);
    judge(token.step);
    if (!sameCode(presenceCode(display.secret, token.step), token.code))
      throw new HttpError(400, messages.presence.invalidCode);
    return proven(display.id, token.step);
  }

  // Typed by hand: any live display of the station, at the server's step ±1. Offline, the
  // phone sends the step it saw the code at (±1 for its clock's drift); the code proves the
  // step, whatever the phone's clock says.
  const { code } = input.proof;
  const centre = input.proof.step ?? serverStep;
  judge(centre);
  const steps = [centre - 1, centre, centre + 1].filter(
    (step) =>
      judgeStep(step, serverStep, {
        capturedOffline: input.capturedOffline,
        offlineHours: settings.offlineHours,
      }) === 'ok',
  );
  for (const display of await repo.liveDisplaysOf(db, input.station))
    for (const step of steps)
      if (sameCode(presenceCode(display.secret!, step), code)) return proven(display.id, step);
  throw new HttpError(400, messages.presence.invalidCode);
}

/**
 * Claims a code step for a member, in the wash's transaction: the display row is locked,
 * so at most `presence_users_per_code` distinct members share a step, on every instance.
 * Answers whether others used the step before (the operator then looks at it).
 */
export async function claimPresence(tx: Executor, proof: ProvenPresence, userId: string, now: Date) {
  const display = await repo.lockDisplay(tx, proof.displayId);
  if (!display || display.revokedAt) throw new HttpError(400, messages.presence.revoked);
  const { usersPerCode } = await presenceSettings(tx);
  const users = await repo.stepUsers(tx, proof.displayId, proof.step);
  if (!users.includes(userId)) {
    if (users.length >= usersPerCode) throw new HttpError(409, messages.presence.tooManyUsers);
    await repo.recordUse(tx, proof.displayId, proof.step, userId, now);
  }
  return { shared: users.some((other) => other !== userId) };
}

/** Whether the station asks for a display's code at every wash. */
export async function presenceRequiredAt(db: Executor, station: string): Promise<boolean> {
  return (await findStationByName(db, station))?.presenceRequired ?? false;
}

export class DisplaysService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** A new display of a station and its pairing code (shown once, stored hashed). */
  async create(admin: Admin, station: string, label: string | undefined) {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      if (!(await findStationByName(tx, station))) throw new HttpError(404, messages.washes.unknownStation);
      const existing = await repo.displaysOf(tx, station);
      const pairingCode = newPairingCode((n) => randomInt(n));
      const expiresAt = new Date(now.getTime() + PAIRING_VALID_MS);
      const row = await repo.insertDisplay(tx, {
        id: randomUUID(),
        station,
        label: label?.trim() || messages.presence.defaultLabel({ index: existing.length + 1 }),
        pairingCodeHash: hashToken(pairingCode),
        pairingExpiresAt: expiresAt,
        createdAt: now,
      });
      await recordAudit(tx, {
        admin,
        action: 'station.display.create',
        targetType: 'station_display',
        targetId: row.id,
        details: { station, label: row.label },
        now,
      });
      return {
        display_id: row.id,
        label: row.label,
        pairing_code: pairingCode,
        expires_at: expiresAt.toISOString(),
      };
    });
  }

  async list(station: string) {
    if (!(await findStationByName(this.db, station)))
      throw new HttpError(404, messages.washes.unknownStation);
    return { displays: (await repo.displaysOf(this.db, station)).map(presentDisplay) };
  }

  /** Its codes stop counting at once: every check reads the row, on every instance. */
  async revoke(admin: Admin, station: string, displayId: string) {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const display = await repo.lockDisplay(tx, displayId);
      if (!display || display.station !== station)
        throw new HttpError(404, messages.presence.displayNotFound);
      if (!display.revokedAt)
        await repo.updateDisplay(tx, displayId, {
          revokedAt: now,
          pairingCodeHash: null,
          pairingExpiresAt: null,
        });
      await recordAudit(tx, {
        admin,
        action: 'station.display.revoke',
        targetType: 'station_display',
        targetId: displayId,
        details: { station, label: display.label },
        now,
      });
      return { success: true as const, message: messages.presence.displayRevoked };
    });
  }

  async stationOf(displayId: string) {
    const display = await repo.findDisplay(this.db, displayId);
    if (!display || display.revokedAt) throw new HttpError(404, messages.presence.displayNotFound);
    return { station: display.station, label: display.label };
  }

  /** The display device trades its pairing code, once, for its secret. */
  async pair(pairingCode: string) {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const display = await repo.lockDisplayByPairing(tx, hashToken(normalizePairingCode(pairingCode)));
      if (!display || display.revokedAt || !display.pairingExpiresAt || display.pairingExpiresAt <= now)
        throw new HttpError(400, messages.presence.pairingInvalid);
      const secret = generateSecret();
      await repo.updateDisplay(tx, display.id, {
        secret,
        pairedAt: now,
        lastSeenAt: now,
        pairingCodeHash: null,
        pairingExpiresAt: null,
      });
      return {
        display_id: display.id,
        station: display.station,
        label: display.label,
        secret,
        digits: PRESENCE_DIGITS,
        period: PRESENCE_PERIOD_SECONDS,
        algorithm: PRESENCE_ALGORITHM,
      } as const;
    });
  }

  /** The display says it is alive, proving it holds the secret with a current code. */
  async heartbeat(token: string) {
    const now = this.clock.now();
    const parsed = parsePresenceToken(token);
    const display = parsed ? await repo.findDisplay(this.db, parsed.displayId) : undefined;
    if (!parsed || !display) throw new HttpError(404, messages.presence.displayUnpaired);
    if (display.revokedAt) throw new HttpError(410, messages.presence.displayRevoked);
    if (!display.secret) throw new HttpError(404, messages.presence.displayUnpaired);
    // A code that is not the server's current one: the device's clock is off.
    const verdict = judgeStep(parsed.step, stepAt(now), { capturedOffline: false, offlineHours: 0 });
    if (verdict !== 'ok' || !sameCode(presenceCode(display.secret, parsed.step), parsed.code))
      throw new HttpError(401, messages.presence.displayClock);
    await repo.updateDisplay(this.db, display.id, { lastSeenAt: now });
    return { success: true as const, station: display.station, label: display.label };
  }
}
