import { eq, sql } from 'drizzle-orm';
import { freeStationId, sameStationName } from '@app/shared/domain/stations';
import type { CreateStationBody, UpdateStationBody } from '@app/shared/schemas/stations';
import type { Database, Executor } from '../../db/client';
import { stations } from '../../db/schema';
import { randomBytes } from 'node:crypto';
import { HttpError } from '../../lib/errors';
import { processPhoto } from '../../lib/images';
import type { MediaStorage } from '../../lib/storage';
import { messages } from '../../i18n';
import { recordAudit } from '../audit/audit.service';
import { presentStation } from './stations.presenter';
import { listStations } from './stations.repository';

type Admin = { id: string; name: string };
type StationValues = Partial<typeof stations.$inferInsert>;

/** The fields of a body as columns (only those the body carries). */
function columnsOf(body: UpdateStationBody): StationValues {
  const values: StationValues = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.display_name !== undefined) values.displayName = body.display_name;
  if (body.address !== undefined) values.address = body.address;
  if (body.latitude !== undefined) values.latitude = body.latitude;
  if (body.longitude !== undefined) values.longitude = body.longitude;
  if (body.hours !== undefined) values.hours = body.hours;
  if (body.google_review_url !== undefined) values.googleReviewUrl = body.google_review_url;
  if (body.wash_types !== undefined) values.offersPremium = body.wash_types.includes('premium');
  if (body.open !== undefined) values.open = body.open;
  if (body.review_outside_hours !== undefined) values.reviewOutsideHours = body.review_outside_hours;
  if (body.bays !== undefined) values.bays = body.bays;
  return values;
}

/** Every station under a lock held to the end of the transaction: names and order change one at a time. */
async function lockedStations(tx: Executor) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('stations.edit'))`);
  return listStations(tx);
}

function assertNameFree(rows: { id: string; name: string }[], name: string, except?: string): void {
  if (rows.some((row) => row.id !== except && sameStationName(row.name, name)))
    throw new HttpError(400, messages.stations.nameTaken);
}

/**
 * Réglages → Stations (docs/product.md, stations). Each change is journaled in its own
 * transaction; the table's trigger tells every instance's directory at commit.
 */
export class StationsAdminService {
  constructor(
    private readonly db: Database,
    private readonly storage: MediaStorage,
  ) {}

  list() {
    return listStations(this.db);
  }

  async create(admin: Admin, body: CreateStationBody, now: Date) {
    return this.db.transaction(async (tx) => {
      const rows = await lockedStations(tx);
      assertNameFree(rows, body.name);
      const id = freeStationId(body.name, new Set(rows.map((row) => row.id)));
      const sortOrder = rows.reduce((last, row) => Math.max(last, row.sortOrder), 0) + 1;
      const [created] = await tx
        .insert(stations)
        .values({
          id,
          sortOrder,
          name: body.name,
          displayName: body.display_name ?? null,
          address: body.address,
          latitude: body.latitude,
          longitude: body.longitude,
          hours: body.hours,
          googleReviewUrl: body.google_review_url,
          offersPremium: body.wash_types.includes('premium'),
          reviewOutsideHours: body.review_outside_hours,
          bays: body.bays,
          open: true,
        })
        .returning();
      const station = presentStation(created!);
      await recordAudit(tx, {
        admin,
        action: 'station.create',
        targetType: 'station',
        targetId: id,
        targetName: station.name,
        details: { after: station },
        now,
      });
      return { station };
    });
  }

  async update(admin: Admin, id: string, body: UpdateStationBody, now: Date) {
    return this.db.transaction(async (tx) => {
      const rows = await lockedStations(tx);
      const current = rows.find((row) => row.id === id);
      if (!current) throw new HttpError(404, messages.stations.notFound);
      if (body.name !== undefined) assertNameFree(rows, body.name, id);
      if (body.open === false && current.open && rows.filter((row) => row.open).length === 1)
        throw new HttpError(400, messages.stations.lastOpen);
      const values = columnsOf(body);
      // A rename without a display name of its own shows the new name everywhere.
      if (body.name !== undefined && body.display_name === undefined && body.name !== current.name)
        values.displayName = null;
      const before = presentStation(current);
      if (Object.keys(values).length === 0) return { station: before };
      // The name is the key the history points at (ON UPDATE CASCADE): washes, reviews and
      // statistics follow a rename in this same transaction.
      const [updated] = await tx.update(stations).set(values).where(eq(stations.id, id)).returning();
      const station = presentStation(updated!);
      await recordAudit(tx, {
        admin,
        action: 'station.update',
        targetType: 'station',
        targetId: id,
        targetName: station.name,
        details: { before, after: station },
        now,
      });
      return { station };
    });
  }

  /** The station's photo, re-encoded (JPEG, oriented, no metadata, 1200 px at most). */
  async setPhoto(admin: Admin, id: string, bytes: Buffer, now: Date) {
    const photo = await processPhoto(bytes, { maxSide: 1200, quality: 82, thumbnailSide: 240 });
    const key = `stations/${randomBytes(12).toString('hex')}.jpg`;
    await this.storage.put(key, photo.image, 'image/jpeg');
    let replaced: string | null = null;
    try {
      const answer = await this.db.transaction(async (tx) => {
        const [current] = await tx.select().from(stations).where(eq(stations.id, id)).for('update');
        if (!current) throw new HttpError(404, messages.stations.notFound);
        replaced = current.photoKey;
        const [updated] = await tx
          .update(stations)
          .set({ photoKey: key })
          .where(eq(stations.id, id))
          .returning();
        await recordAudit(tx, {
          admin,
          action: 'station.photo',
          targetType: 'station',
          targetId: id,
          targetName: current.name,
          now,
        });
        return { station: presentStation(updated!) };
      });
      if (replaced) await this.storage.delete(replaced);
      return answer;
    } catch (error) {
      await this.storage.delete(key);
      throw error;
    }
  }

  async reorder(admin: Admin, ids: string[], now: Date) {
    return this.db.transaction(async (tx) => {
      const rows = await lockedStations(tx);
      const known = new Set(rows.map((row) => row.id));
      if (ids.length !== rows.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
        throw new HttpError(400, messages.stations.orderIncomplete);
      for (const [index, id] of ids.entries())
        await tx
          .update(stations)
          .set({ sortOrder: index + 1 })
          .where(eq(stations.id, id));
      await recordAudit(tx, {
        admin,
        action: 'station.order',
        targetType: 'station',
        details: {
          before: rows.map((row) => row.name),
          after: ids.map((id) => rows.find((row) => row.id === id)!.name),
        },
        now,
      });
      return { stations: (await listStations(tx)).map(presentStation) };
    });
  }
}
