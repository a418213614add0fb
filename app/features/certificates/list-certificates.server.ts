import { asc, inArray } from "drizzle-orm";
import type { ListParams } from "#app/lib/list-params";
import { db } from "#app/server/db/db.server";
import { newestFirst, type Page, paginateColumns } from "#app/server/db/paginate.server";
import { certificates } from "#app/server/db/schema";
import { adminCertificateColumns, type CertificateRow } from "./get-certificate.server";

/** The list's columns: everything but the verification code, which never leaves the server. */
const { signature: _signature, ...listColumns } = adminCertificateColumns;

/** One page of certificates, newest first (spec 7), the primary key breaking ties (decision 013). */
export function listCertificates(list: ListParams): Promise<Page<CertificateRow>> {
  return paginateColumns(list, {
    table: certificates,
    columns: listColumns,
    orderBy: newestFirst(certificates.created_at, certificates.id),
  });
}

/** The certificates picked for the bulk PDF, whole, in ID order. */
export function getCertificatesByIds(ids: string[]) {
  return db.select().from(certificates).where(inArray(certificates.id, ids)).orderBy(asc(certificates.certificate_id));
}
