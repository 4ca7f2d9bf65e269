import type { ExportKind, ExportQuery } from '@app/shared/schemas/exports';
import { stringify } from 'csv-stringify';
import { pipeline, Readable } from 'node:stream';
import type { Executor } from '../../db/client';
import { journalText, type JournalWords } from '@app/shared/domain/journal';
import { messages, requestLocale, zurichDateAndTime } from '../../i18n';
import { ledgerLabel } from '../ledger/ledger.presenter';
import { recordAudit } from '../audit/audit.service';
import { membersAtRisk } from '../retention/retention.service';
import { journeyStatistics } from '../journeys/journeys.statistics';
import { journalRows, ledgerRows, memberRows, washRows, type JournalExportRow } from './exports.repository';
import { userNames } from './admin.repository';
import { memberIdsIn } from './admin.service';

/** Read at each use: the texts are in the language of the request being answered. */
const words = () => messages.exports;
/** A row's instant as a Swiss spreadsheet reads it (date, time); empty cells for none. */
const dateAndTime = (value: Date | string | null): [string, string] =>
  value === null ? ['', ''] : zurichDateAndTime(new Date(value));
const yesNo = (value: boolean) => (value ? messages.journal.yes : messages.journal.no);

/** The journal's words in the request's language, as the Journal tab writes details. */
const journalWords = (): JournalWords => ({
  locale: requestLocale(),
  ...messages.journal,
});

/** Journal rows read before their members' names are looked up (one query a batch). */
const JOURNAL_BATCH = 500;

/** Journal rows with the names of the members their details name, looked up a batch at a time. */
async function* journalRecords(db: Executor, query: ExportQuery): AsyncGenerator<Cell[]> {
  const words = journalWords();
  let batch: JournalExportRow[] = [];
  async function* flush() {
    const ids = [...new Set(batch.flatMap((row) => memberIdsIn(row.details)))];
    const people = Object.fromEntries((await userNames(db, ids)).map((row) => [row.id, row.name]));
    for (const row of batch)
      yield [
        ...dateAndTime(row.createdAt),
        row.adminName,
        (messages.names.journalActions as Record<string, string>)[row.action] ?? row.action,
        row.targetName ?? '',
        row.targetId ?? '',
        journalText(row.details, words, people),
      ];
    batch = [];
  }
  for await (const row of journalRows(db, query)) {
    batch.push(row);
    if (batch.length === JOURNAL_BATCH) yield* flush();
  }
  yield* flush();
}

type Cell = string | number;
interface Export {
  header: readonly string[];
  records: (db: Executor, query: ExportQuery, now: Date) => AsyncIterable<Cell[]> | Iterable<Cell[]>;
}

/** Every member at risk: the list « Fidélité » shows, whole (it is one query's answer). */
const AT_RISK_EXPORTED = 1_000_000;

async function* mapped<T>(rows: AsyncIterable<T>, toRecord: (row: T) => Cell[]): AsyncGenerator<Cell[]> {
  for await (const row of rows) yield toRecord(row);
}

/** Each export's columns (French headers) and how a row becomes a line. */
const EXPORTS: Record<ExportKind, Export> = {
  members: {
    header: words().headers.members,
    records: (db, query) =>
      mapped(memberRows(db, query), (row) => [
        row.id,
        row.name,
        row.pseudo ?? '',
        row.email,
        words().providers[row.auth_provider as keyof ReturnType<typeof words>['providers']] ??
          row.auth_provider,
        yesNo(row.is_admin),
        row.favorite_station ?? '',
        row.total_points,
        row.level,
        row.total_washes,
        row.wash_streak,
        row.referred_by_name ?? '',
        dateAndTime(row.created_at).join(' '),
        dateAndTime(row.last_active_at).join(' ').trim(),
      ]),
  },
  washes: {
    header: words().headers.washes,
    records: (db, query) =>
      mapped(washRows(db, query), (row) => [
        ...dateAndTime(row.created_at),
        row.station,
        row.user_name,
        row.user_id,
        words().washTypes[row.wash_type as keyof ReturnType<typeof words>['washTypes']] ?? row.wash_type,
        row.points_earned,
        row.bonus_applied
          .map((bonus) => words().bonuses[bonus as keyof ReturnType<typeof words>['bonuses']] ?? bonus)
          .join(', '),
        yesNo(row.verified),
        row.social_platform ?? '',
        row.review_reason
          ? (words().reviewReasons[row.review_reason as keyof ReturnType<typeof words>['reviewReasons']] ??
            row.review_reason)
          : '',
        row.id,
      ]),
  },
  ledger: {
    header: words().headers.ledger,
    records: (db, query) =>
      mapped(ledgerRows(db, query), (row) => [
        ...dateAndTime(row.created_at),
        row.user_name,
        row.user_id,
        (messages.names.ledgerReasons as Record<string, string>)[row.reason] ?? row.reason,
        ledgerLabel(row),
        row.delta,
        row.about_station ?? row.station ?? '',
      ]),
  },
  journal: {
    header: words().headers.journal,
    records: journalRecords,
  },
  journeys: {
    header: words().headers.journeys,
    records: async function* (db, query, now) {
      const share = (value: number | null) => (value === null ? '' : Math.round(value * 1000) / 10);
      const figures = await journeyStatistics(db, { from: query.from, to: query.to }, now);
      for (const row of figures.journeys)
        yield [
          words().journeyNames[row.key],
          row.eligible,
          row.sent,
          row.control,
          row.opened,
          share(row.returned_sent),
          share(row.returned_control),
          row.lift ?? '',
          row.ci_low ?? '',
          row.ci_high ?? '',
          yesNo(row.significant),
          row.points_paid,
        ];
    },
  },
  at_risk: {
    header: words().headers.at_risk,
    records: async function* (db, _query, now) {
      for (const row of await membersAtRisk(db, now, AT_RISK_EXPORTED))
        yield [
          row.user_id,
          row.name,
          ...dateAndTime(row.last_wash_at),
          Math.round(Number(row.usual_interval_days) * 10) / 10,
          row.days_since,
        ];
    },
  },
};

/** The file's name: the kind in French and the day it was taken. */
export function exportFileName(kind: ExportKind, now: Date): string {
  const [day] = zurichDateAndTime(now);
  return `${words().fileNames[kind]}-${day.split('.').reverse().join('-')}.csv`;
}

/**
 * Writes who exported what in the journal, then streams the CSV: UTF-8 with a BOM and `;`
 * (what a Swiss spreadsheet opens as is), every field quoted where needed, and a leading
 * =, +, -, @ in text neutralised so a spreadsheet never runs a member's name as a formula.
 */
export async function startExport(
  db: Executor,
  admin: { id: string; name: string },
  kind: ExportKind,
  query: ExportQuery,
  now: Date,
): Promise<Readable> {
  const filters = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
  await recordAudit(db, {
    admin,
    action: 'export.create',
    targetType: 'export',
    targetId: kind,
    targetName: words().fileNames[kind],
    details: { kind, filters },
    now,
  });
  const csv = stringify({
    bom: true,
    delimiter: ';',
    record_delimiter: '\r\n',
    escape_formulas: true,
    header: true,
    columns: [...EXPORTS[kind].header],
  });
  // Readable.from pulls the next page only when the CSV stream wants more: back pressure
  // keeps at most a page or two in memory whatever the export's size.
  // A failed page destroys the CSV stream: the download stops short rather than ending as if whole.
  return pipeline(Readable.from(EXPORTS[kind].records(db, query, now)), csv, () => undefined);
}
