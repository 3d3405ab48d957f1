// The tables the /api/qb routes may read and write (spec §2.4, §7): a closed whitelist of tables and
// columns over the repositories, scoped to the sales the viewer manages. Never SQL: a query names
// columns of these definitions, which read entities through the ports.
import { listingStatus } from '../../domain/auction/phase.js';
import { isInterest } from '../../domain/buyer-file/registration.js';
import type { BuyerFile } from '../../domain/buyer-file/buyer-file.js';
import type { Property } from '../../domain/property/property.js';
import { managesEverySale, managesSale } from '../../domain/property/sale-management.js';
import type { Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import { formatParisIsoWithOffset } from '../../shared/paris-time.js';
import { fail, ok, type Result } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';

/** A cell as the answer carries it: instants as ISO 8601 with the Paris offset. */
export type QbCell = string | number | boolean | null;
export type QbRow = Readonly<Record<string, QbCell>>;

export const QB_TABLE_NAMES = ['biens', 'dossier_acheteurs', 'visites'] as const;
export type QbTableName = (typeof QB_TABLE_NAMES)[number];

export const QB_DEFAULT_PAGE_SIZE = 20;
export const QB_MAX_PAGE_SIZE = 100;
/** The negotiator's comment on a buyer: the same bound as its inline field. */
export const QB_COMMENT_MAX_LENGTH = 5000;
/** How many sales a scan reads at a time. */
const SCAN_PAGE_SIZE = 100;

export const isQbTableName = (value: unknown): value is QbTableName =>
  typeof value === 'string' && (QB_TABLE_NAMES as readonly string[]).includes(value);

/** A column a query may filter on when it names one sale: loads only that sale's records. */
const SALE_COLUMN: Record<QbTableName, string> = {
  biens: 'id',
  dossier_acheteurs: 'bienId',
  visites: 'bienId',
};

const instantCell = (instant: Instant | null): string | null =>
  instant === null ? null : formatParisIsoWithOffset(instant);

/** A writable column: checks the wire value and writes it into the record. */
type ColumnWriter<R> = (record: R, value: unknown) => Result<R>;

interface Writable<R> {
  find(repos: Repositories, id: number): Promise<R | null>;
  propertyIdOf(record: R): number;
  save(repos: Repositories, record: R): Promise<void>;
  row(record: R): QbRow;
  columns: Readonly<Record<string, ColumnWriter<R>>>;
}

export interface QbTable {
  name: QbTableName;
  /** The columns a query may select, filter and sort on, in the order rows carry them. */
  columns: readonly string[];
  /** The rows of these sales, at `now`. */
  rows(repos: Repositories, properties: readonly Property[], now: Instant): Promise<QbRow[]>;
  /** Absent: the table is read-only. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  writable?: Writable<any>;
}

const BIENS: QbTable = {
  name: 'biens',
  columns: [
    'id',
    'reference',
    'title',
    'type',
    'city',
    'postcode',
    'status',
    'startAt',
    'endAt',
    'firstPrice',
    'currentPrice',
    'bidCount',
    'negotiatorId',
  ],
  async rows(repos, properties, now) {
    return Promise.all(
      properties.map(async (property): Promise<QbRow> => {
        const auction = await repos.auctions.findByPropertyId(property.id);
        const window = auction ?? {
          startAt: property.offersStartAt,
          endAt: property.offersEndAt,
          closedAt: null,
        };
        return {
          id: property.id,
          reference: property.reference,
          title: property.title,
          type: property.type,
          city: property.address.city,
          postcode: property.address.postcode,
          status: listingStatus(window, now),
          startAt: instantCell(window.startAt),
          endAt: instantCell(window.endAt),
          firstPrice: auction?.firstPrice ?? property.firstPrice,
          currentPrice: auction?.currentPrice ?? null,
          bidCount: auction?.bidCount ?? 0,
          negotiatorId: property.negotiatorId,
        };
      }),
    );
  },
};

const buyerFileRow = (file: BuyerFile): QbRow => ({
  id: file.id,
  bienId: file.propertyId,
  userId: file.userId,
  interest: file.interest,
  registeredAt: instantCell(file.registeredAt),
  visitDone: file.visitDoneAt !== null,
  visitDoneAt: instantCell(file.visitDoneAt),
  agrementSigned: file.agrement.signature !== null,
  identityDocumentGiven: file.identity.review !== null,
  financingPlanProvided: file.financing !== null,
  negotiatorComment: file.negotiatorComment,
});

const DOSSIER_ACHETEURS: QbTable = {
  name: 'dossier_acheteurs',
  columns: [
    'id',
    'bienId',
    'userId',
    'interest',
    'registeredAt',
    'visitDone',
    'visitDoneAt',
    'agrementSigned',
    'identityDocumentGiven',
    'financingPlanProvided',
    'negotiatorComment',
  ],
  async rows(repos, properties) {
    const files = await Promise.all(properties.map((p) => repos.buyerFiles.listByProperty(p.id)));
    return files.flat().map(buyerFileRow);
  },
  writable: {
    find: (repos, id) => repos.buyerFiles.findById(id),
    propertyIdOf: (file: BuyerFile) => file.propertyId,
    save: (repos, file: BuyerFile) => repos.buyerFiles.update(file),
    row: buyerFileRow,
    columns: {
      interest: (file: BuyerFile, value) =>
        isInterest(value) ? ok({ ...file, interest: value }) : fail('invalid_input', undefined, 'interest'),
      negotiatorComment: (file: BuyerFile, value) => {
        if (typeof value !== 'string') return fail('invalid_input', undefined, 'negotiatorComment');
        if (Array.from(value).length > QB_COMMENT_MAX_LENGTH) {
          return fail('inline_text_too_long', { max: QB_COMMENT_MAX_LENGTH }, 'negotiatorComment');
        }
        return ok({ ...file, negotiatorComment: value });
      },
    } satisfies Record<string, ColumnWriter<BuyerFile>>,
  },
};

const VISITES: QbTable = {
  name: 'visites',
  columns: ['id', 'bienId', 'kind', 'startsAt', 'durationMinutes', 'capacity', 'attendeeCount'],
  async rows(repos, properties) {
    const visits = await Promise.all(properties.map((p) => repos.visits.listByProperty(p.id)));
    return visits.flat().map((visit) => ({
      id: visit.id,
      bienId: visit.propertyId,
      kind: visit.kind,
      startsAt: instantCell(visit.startsAt),
      durationMinutes: visit.durationMinutes,
      capacity: visit.capacity,
      attendeeCount: visit.attendeeIds.length,
    }));
  },
};

export const QB_TABLES: Readonly<Record<QbTableName, QbTable>> = {
  biens: BIENS,
  dossier_acheteurs: DOSSIER_ACHETEURS,
  visites: VISITES,
};

/** The table of that name, or qb_table_not_allowed. */
export function qbTable(name: unknown): Result<QbTable> {
  if (!isQbTableName(name)) {
    return fail('qb_table_not_allowed', { table: typeof name === 'string' ? name : '' }, 'table');
  }
  return ok(QB_TABLES[name]);
}

/** Whether the viewer manages the sale: its negotiator, or an administrator (`managesSale`). */
export const viewerManagesSale = (viewer: Viewer, property: Pick<Property, 'negotiatorId'>): boolean =>
  managesSale(viewer, property.negotiatorId);

/**
 * The sales a viewer manages: a negotiator's own, every sale for an administrator; only the one
 * named when the query filters on it.
 */
export async function managedProperties(
  repos: Repositories,
  viewer: Viewer,
  now: Instant,
  onlySaleId: number | null,
): Promise<Property[]> {
  if (onlySaleId !== null) {
    const property = await repos.properties.findById(onlySaleId);
    return property && viewerManagesSale(viewer, property) ? [property] : [];
  }
  const properties: Property[] = [];
  for (let page = 1; ; page += 1) {
    const found = await repos.properties.list({
      ...(managesEverySale(viewer) ? {} : { negotiatorId: viewer.id }),
      now,
      page,
      pageSize: SCAN_PAGE_SIZE,
    });
    properties.push(...found.items);
    if (found.items.length < SCAN_PAGE_SIZE || properties.length >= found.total) return properties;
  }
}

/** The sale a where clause pins down, if any (id of biens, bienId of the others). */
export function saleIdFilter(table: QbTable, where: Readonly<Record<string, QbCell>>): number | null {
  const value = where[SALE_COLUMN[table.name]];
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}
