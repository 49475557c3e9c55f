import { sql } from 'kysely';

/**
 * What a GRN's payment at the reception settles: never more than its total (cash handed over above
 * it came back). The supplier's account and the dashboard count the same.
 */
export const PAID_AT_RECEPTION = sql<number>`case when grns.payment > grns.total then grns.total else grns.payment end`;
