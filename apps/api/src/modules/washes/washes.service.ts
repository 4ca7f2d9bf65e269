import { randomUUID } from 'node:crypto';
import { levelTitle } from '@app/shared/domain/levels';
import { jokersAfterWash } from '@app/shared/domain/streak-jokers';
import { currentDailyStreak, dailyStreakAfterWash, weeklyStreakAfterWash } from '@app/shared/domain/streaks';
import { MAX_WASHES_PER_DAY, computeWashPoints } from '@app/shared/domain/washes';
import { isFarFromStation } from '@app/shared/domain/presence';
import { zurichDay, zurichWeekStart } from '@app/shared/domain/zurich-time';
import type { PresenceProof } from '@app/shared/schemas/presence';
import type { CreateWashResponse, DailyStatus } from '@app/shared/schemas/washes';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { messages } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { publishDomainEvent } from '../../lib/domain-events';
import { HttpError } from '../../lib/errors';
import { SAME_PICTURE_DISTANCE, isSamePicture, pictureGrid } from '../../photo-judgement';
import type { RateLimiter } from '../../lib/rate-limiter';
import { mediaUrl, type MediaStorage } from '../../lib/storage';
import { hashToken } from '../../lib/tokens';
import { latestStanding, recordPoints } from '../ledger/ledger.service';
import { publishRankingChanged } from '../leaderboard/leaderboard.events';
import { claimPresence } from '../presence/presence.service';
import { checkPresenceLimited } from '../presence/wrong-codes';
import { campaignsRunningAt } from '../campaigns/campaigns.service';
import { readPointsScale } from '../settings/settings.service';
import { stationForWash, stationNames } from '../stations/stations.repository';
import { lockUser } from '../users/users.repository';
import { spendDueJokers } from '../streaks/streak-jokers.service';
import { prepareWashPhoto } from './wash-photos';
import * as repo from './washes.repository';
import { washReviewReasons } from '@app/shared/domain/fair-play';
import { isOpenAtInstant, type OpeningHours } from '@app/shared/domain/stations';

const DUPLICATE_WINDOW_MS = 30 * 24 * 3600_000;
const UPLOAD_LIMIT = { limit: 30, windowMs: 60 * 60_000 };

interface NewWash {
  washType: 'standard' | 'premium';
  station: string;
  photoData: string;
  presence?: PresenceProof;
  capturedOffline?: boolean;
  clientId?: string;
  location?: { lat: number; lng: number; accuracy: number };
  /** The client's address (the wrong-code limit per address; several accounts from it). */
  address: string;
  /** The app's random id on the phone. */
  deviceId?: string;
}

/** Thrown inside the transaction when the wash of this client id is already recorded. */
class ReplayedWash extends Error {}

export class WashesService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly storage: MediaStorage,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async dailyStatus(userId: string): Promise<DailyStatus> {
    const today = zurichDay(this.clock.now());
    const [used, names] = await Promise.all([
      repo.stationsUsedOn(this.db, userId, today),
      stationNames(this.db),
    ]);
    const remaining = Math.max(0, MAX_WASHES_PER_DAY - used.length);
    return {
      remaining_washes: remaining,
      washes_today: used.length,
      stations: Object.fromEntries(
        names.map((name) => [name, { can_wash: remaining > 0 && !used.includes(name) }]),
      ),
    };
  }

  /**
   * At a wash proven at the station: the earlier washes whose photo is close by its hash,
   * and whether one of them is this very picture (compared on the pictures themselves).
   * Read before the transaction: the photos come from the storage.
   */
  private async usedPicture(wholeHashes: bigint[], since: Date, grid: Float64Array) {
    const close = await repo.washesWithCloseWholePhoto(
      this.db,
      wholeHashes,
      since,
      SAME_PICTURE_DISTANCE,
      10,
    );
    for (const { photoKey } of close) {
      // A photo whose wash is gone cannot be compared: the operator sees the wash instead.
      const file = photoKey ? await this.storage.get(photoKey) : null;
      if (file && isSamePicture(await pictureGrid(file.data), grid)) return { same: true, checked: close };
    }
    return { same: false, checked: close };
  }

  private async receiptOf(userId: string, washId: string): Promise<CreateWashResponse | undefined> {
    const wash = await repo.findWashById(this.db, washId);
    if (!wash) return undefined;
    // A UUID of another member's wash: refused without saying whose.
    if (wash.userId !== userId || !wash.receipt) throw new HttpError(409, messages.washes.idTaken);
    const receipt = wash.receipt as CreateWashResponse;
    // A receipt kept before campaigns existed answers with their empty parts.
    return {
      ...receipt,
      breakdown: { ...receipt.breakdown, campaign: receipt.breakdown.campaign ?? 0 },
      campaigns: receipt.campaigns ?? [],
    };
  }

  /** Validates a wash (docs/product.md, washes): photo checks, daily limits, points, streaks, notifications. */
  async create(userId: string, sent: NewWash): Promise<CreateWashResponse> {
    // Sent again from the phone's offline queue: the answer it already had.
    const replay = sent.clientId ? await this.receiptOf(userId, sent.clientId) : undefined;
    if (replay) return replay;
    const now = this.clock.now();
    const station = await stationForWash(this.db, sent.station);
    const input: NewWash = { ...sent, station: station.name };
    if (!input.presence && station.presenceRequired) throw new HttpError(400, messages.presence.required);
    if (input.washType === 'premium' && !station.offersPremium) {
      throw new HttpError(400, messages.washes.premiumNotOffered);
    }
    // A cheap refusal before any image work (the day of a wash taken offline is its code's;
    // checked again under the lock).
    if (!input.presence)
      assertCanWash(await repo.stationsUsedOn(this.db, userId, zurichDay(now)), input.station);
    await this.rateLimiter.limit(`upload:user:${userId}`, UPLOAD_LIMIT, messages.washes.tooManyUploads);

    // Decoded, checked, re-encoded and judged (scene, fingerprints, the picture's grid) on a
    // worker thread (decision 0034); a refused picture's fingerprints are thrown away, and
    // the upload limit above bounds how many anyone can have made.
    const { photo, analysis } = await prepareWashPhoto(input.photoData);
    // Refused there if it shows no scene a camera filmed; a poor but honest photo passes with
    // a note (decision 0037).
    const { notes, fingerprints, grid } = analysis;
    const blurryPhoto = notes.includes('blurry');
    const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS);
    const wholeHashes = fingerprints.candidates.slice(0, 8);
    // The photo is judged before the code (docs/product.md, presence): an answer tells
    // whether a code was right only to a real, new photo, whose wash it then records.
    const used = await this.usedPicture(wholeHashes, since, grid);
    if (used.same) {
      // The same queued wash, recorded meanwhile by its twin request: its answer.
      const recorded = input.clientId ? await this.receiptOf(userId, input.clientId) : undefined;
      if (recorded) return recorded;
      throw new HttpError(409, messages.washes.duplicatePhoto);
    }
    // Proof of presence, under the wrong-code limits (per member, address and station).
    const presence = input.presence
      ? await checkPresenceLimited(this.db, this.rateLimiter, {
          userId,
          address: input.address,
          station: input.station,
          proof: input.presence,
          capturedOffline: input.capturedOffline ?? false,
          now,
        })
      : null;
    // Every rule counts the wash at this time: the code's step for a wash taken offline.
    const instant = presence?.instant ?? now;
    const today = zurichDay(instant);
    // A wash with a code counts on its code's day, not checked yet (a wash without one was,
    // above); the transaction checks both again under the member's lock.
    if (presence) assertCanWash(await repo.stationsUsedOn(this.db, userId, today), input.station);

    const washId = input.clientId ?? randomUUID();
    // Files named apart from the wash: a copy of a queued wash sent twice never overwrites them.
    const fileId = randomUUID();
    const photoKey = `washes/${userId}/${fileId}.jpg`;
    const thumbKey = `washes/${userId}/${fileId}-thumb.jpg`;
    await this.storage.putAll([
      { key: photoKey, data: photo.image, contentType: 'image/jpeg' },
      { key: thumbKey, data: photo.thumbnail, contentType: 'image/jpeg' },
    ]);

    try {
      return await this.db.transaction(async (tx) => {
        const user = await lockUser(tx, userId);
        if (!user) throw new HttpError(401, messages.errors.unauthenticated);
        // Under the member's lock: the same queued wash sent twice at once is recorded once.
        if (input.clientId && (await repo.findWashById(tx, input.clientId))) throw new ReplayedWash();
        const claim = presence ? await claimPresence(tx, presence, userId, now) : null;
        const far =
          input.location && station.latitude !== null && station.longitude !== null
            ? isFarFromStation(input.location, { lat: station.latitude, lng: station.longitude })
            : false;
        // Under the locks of this photo's hash bands and of this phone and address: a copy
        // sent at the same moment (any user, any instance) sees this one's fingerprints, or
        // this one sees its; washes that cannot match pass side by side.
        const addressHash = hashToken(`address:${input.address}`);
        await repo.lockPhotoRegistry(tx, {
          hashes: [...fingerprints.candidates, ...fingerprints.stored],
          station: input.station,
          deviceId: input.deviceId ?? null,
          addressHash,
        });
        const match = await repo.matchFingerprints(
          tx,
          { all: fingerprints.candidates, whole: fingerprints.candidates.slice(0, 8) },
          since,
          SAME_PICTURE_DISTANCE,
          userId,
        );
        // Only the same picture is refused (compared on the pictures themselves, above):
        // honest regulars shoot the same car in the same bay, and their hashes come close.
        // A near match is left to the operator — except, without a code, a near match with
        // another member's photo (or one whose wash is gone): refused, as a copy could be.
        const sameArrivedMeanwhile =
          // A close photo that arrived since the pictures were compared (the same one sent
          // twice at once): refused, it could not be told apart.
          match.same &&
          (await repo.washesWithCloseWholePhoto(tx, wholeHashes, since, SAME_PICTURE_DISTANCE, 10)).some(
            (row) => !used.checked.some((checked) => checked.washId === row.washId),
          );
        if (sameArrivedMeanwhile || (!presence && match.nearOthers))
          throw new HttpError(409, messages.washes.duplicatePhoto);
        // Several accounts from one phone or address at this station within 10 minutes: this
        // wash and theirs are listed (« plusieurs comptes, un appareil »).
        const puppets = await repo.otherAccountsNearby(tx, {
          userId,
          station: input.station,
          deviceId: input.deviceId ?? null,
          addressHash,
          at: instant,
        });
        await repo.flagForReview(tx, puppets, 'several_accounts');
        const washesToday = await repo.washesOn(tx, userId, today);
        const usedToday = washesToday.map((row) => row.station);
        assertCanWash(usedToday, input.station);
        // The first free place of the day: an admin may have removed an earlier wash.
        const taken = new Set(washesToday.map((row) => row.dailyIndex));
        const dailyIndex = [1, 2, 3].find((index) => !taken.has(index)) ?? usedToday.length + 1;

        const thisWeek = zurichWeekStart(instant);
        const daily = dailyStreakAfterWash({ count: user.washStreak, last: user.lastWashDay }, today);
        // Jokers cover the empty weeks first (the job may not have reached this member yet).
        const beforeWash = await spendDueJokers(tx, user, thisWeek, now);
        const weeklyBefore = { count: beforeWash.weekStreak, last: beforeWash.lastWashWeek };
        const weekly = weeklyStreakAfterWash(weeklyBefore, thisWeek);
        // The operator's scale and campaigns as they stand at the wash's time (a wash taken
        // offline counts at its code's step, under the campaigns of that moment).
        const [scale, campaigns] = await Promise.all([readPointsScale(tx), campaignsRunningAt(tx, instant)]);
        const jokers = jokersAfterWash(weeklyBefore, weekly, beforeWash.streakJokers, scale.joker_weeks);
        const points = computeWashPoints({
          washType: input.washType,
          instant,
          streakDays: daily.count,
          levelBefore: user.level,
          station: input.station,
          scale,
          campaigns,
        });
        const reviewReasons = washReviewReasons({
          far,
          severalAccounts: puppets.length > 0,
          sharedCode: claim?.shared ?? false,
          nearPhoto: match.near,
          proven: presence !== null,
          outsideHours:
            station.reviewOutsideHours && !isOpenAtInstant(station.hours as OpeningHours | null, instant),
          blurryPhoto,
        });

        await repo.insertWash(tx, {
          id: washId,
          userId,
          station: input.station,
          washType: input.washType,
          day: today,
          dailyIndex,
          pointsEarned: points.points,
          bonusApplied: points.bonuses,
          photoKey,
          thumbKey,
          verified: presence !== null,
          displayId: presence?.displayId ?? null,
          presenceStep: presence?.step ?? null,
          capturedOffline: input.capturedOffline ?? false,
          latitude: input.location?.lat ?? null,
          longitude: input.location?.lng ?? null,
          accuracy: input.location?.accuracy ?? null,
          deviceId: input.deviceId ?? null,
          addressHash,
          reviewReason: reviewReasons[0] ?? null,
          reviewReasons,
          campaignIds: points.campaigns.map((campaign) => campaign.id),
          campaignPoints: points.breakdown.campaign,
          createdAt: instant,
        });
        await repo.insertFingerprints(tx, washId, fingerprints.stored, now);
        // Counters and streaks first: the badges evaluated with the points read them.
        await tx
          .update(users)
          .set({
            totalWashes: sql`${users.totalWashes} + 1`,
            washStreak: daily.count,
            lastWashDay: daily.last,
            weekStreak: weekly.count,
            lastWashWeek: weekly.last,
            longestWeekStreak: Math.max(user.longestWeekStreak, weekly.count),
            streakJokers: jokers,
          })
          .where(eq(users.id, userId));
        const ledger = await recordPoints(tx, {
          userId,
          delta: points.points,
          reason: 'wash',
          reference: washId,
          idempotencyKey: `wash:${washId}`,
          // Dated at the wash: the week's and month's rankings count it where it happened.
          now: instant,
        });
        // The referrer's bonus, an open win-back offer… follow the wash (decision 0030).
        await publishDomainEvent(tx, 'wash.validated', {
          user,
          washId,
          station: input.station,
          verified: presence !== null,
          offline: input.capturedOffline ?? false,
          points: points.points,
          instant,
          now,
        });
        await publishDomainEvent(tx, 'streak.changed', {
          user,
          today,
          thisWeek,
          daily,
          weekly,
          jokerEarned: jokers > beforeWash.streakJokers,
          now,
        });
        // Every connected client's rankings move (delivered at commit only).
        await publishRankingChanged(tx);
        // The member's standing after everything the wash paid (an offer, badges).
        const standing = latestStanding(tx, userId) ?? ledger;

        const receipt: CreateWashResponse = {
          success: true as const,
          id: washId,
          points_earned: points.points,
          bonus_applied: points.bonuses,
          breakdown: {
            base: points.breakdown.base,
            off_peak: points.breakdown.offPeak,
            weekend: points.breakdown.weekend,
            streak: points.breakdown.streak,
            level: points.breakdown.level,
            campaign: points.breakdown.campaign,
          },
          campaigns: points.campaigns.map((campaign) => campaign.name),
          total_points: standing.totalPoints,
          level: standing.level,
          level_name: levelTitle(standing.level, messages.names),
          level_up: standing.level > ledger.levelBefore,
          wash_streak: currentDailyStreak(daily, today),
          remaining_washes: MAX_WASHES_PER_DAY - (usedToday.length + 1),
          photo_url: mediaUrl(photoKey),
          station: input.station,
          verified: presence !== null,
          counted_at: instant.toISOString(),
          ...(blurryPhoto ? { photo_notice: messages.images.blurryNotice } : {}),
        };
        await repo.setReceipt(tx, washId, receipt);
        return receipt;
      });
    } catch (error) {
      await Promise.all([this.storage.delete(photoKey), this.storage.delete(thumbKey)]);
      // The same wash sent twice at once: the first one's answer.
      if ((error instanceof ReplayedWash || isUniqueViolation(error)) && input.clientId) {
        const first = await this.receiptOf(userId, input.clientId);
        if (first) return first;
      }
      // The unique indexes are the last guard if two requests slipped past the checks.
      if (isUniqueViolation(error)) throw new HttpError(409, messages.washes.stationUsedToday);
      throw error;
    }
  }
}

function assertCanWash(usedToday: string[], station: string): void {
  if (usedToday.length >= MAX_WASHES_PER_DAY) throw new HttpError(409, messages.washes.dailyLimit);
  if (usedToday.includes(station)) throw new HttpError(409, messages.washes.stationUsedToday);
}
