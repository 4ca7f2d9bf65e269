import type { DisplayRow } from './presence.repository';

/** A display in the operator's list: never its secret nor its pairing code. */
export function presentDisplay(row: DisplayRow) {
  return {
    id: row.id,
    label: row.label,
    paired_at: row.pairedAt?.toISOString() ?? null,
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
    revoked: row.revokedAt !== null,
    pairing_expires_at:
      row.pairedAt === null && row.revokedAt === null ? (row.pairingExpiresAt?.toISOString() ?? null) : null,
  };
}
