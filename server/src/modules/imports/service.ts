import type { ImportCounts, ImportKind, ImportNewNames, ImportPreview, ImportResult } from '@hanout/contract';
import { conflict, unprocessable } from '../../lib/problems';
import type { Db } from '../../db/connect';
import type { ImportTable } from './file';
import { planOpeningStock } from './opening-stock';
import { planCustomers, planSuppliers } from './people';
import { planProducts } from './products';
import { displayValues, type ImportContext, type ImportPlan, type Planner } from './rows';

const PLANNERS: Readonly<Record<ImportKind, Planner>> = {
  products: planProducts,
  customers: planCustomers,
  suppliers: planSuppliers,
  'opening-stock': planOpeningStock,
};

/** Errors a refused commit lists in its detail; the preview shows them all. */
const DETAIL_ERRORS = 10;

function countsOf(plan: ImportPlan): ImportCounts {
  const count = (action: string) => plan.outcomes.filter((outcome) => outcome.action === action).length;
  return {
    rows: plan.outcomes.length,
    new: count('NEW'),
    updated: count('UPDATE'),
    unchanged: count('UNCHANGED'),
    invalid: count('INVALID'),
  };
}

const allNewNames = (names: ImportNewNames) => [...names.categories, ...names.brands, ...names.units, ...names.companies];

/** What importing the file would do, row by row, without writing anything; messages in English. */
export async function previewImport(db: Db, kind: ImportKind, table: ImportTable, context: ImportContext): Promise<ImportPreview> {
  const plan = await PLANNERS[kind](db, table.rows, context);
  return {
    kind,
    columns: table.columns,
    ignoredColumns: table.ignoredColumns,
    counts: countsOf(plan),
    newNames: plan.newNames,
    rows: table.rows.map((row, index) => ({ line: row.line, values: displayValues(row), ...plan.outcomes[index] })),
  };
}

/**
 * Imports the file all or nothing: planned again inside one transaction against the database as
 * it is then, and written only when no row is invalid (422, listing the first errors) and, when it
 * creates brands, categories, units or companies, once the user confirmed them (409 otherwise).
 */
export async function commitImport(
  db: Db,
  kind: ImportKind,
  table: ImportTable,
  context: ImportContext,
  confirmNew: boolean,
): Promise<ImportResult> {
  return db.transaction().execute(async (trx) => {
    const plan = await PLANNERS[kind](trx, table.rows, context);
    const counts = countsOf(plan);
    if (counts.invalid) {
      const errors = plan.outcomes.flatMap((outcome, index) =>
        outcome.errors.map((error) => {
          const row = `rows[${table.rows[index].line}]`;
          return `${error.column ? `${row}.${error.column}` : row}: ${error.message}`;
        }),
      );
      throw unprocessable([`Rows with errors: ${counts.invalid}. Nothing was imported.`, ...errors.slice(0, DETAIL_ERRORS)].join('; '));
    }
    const names = allNewNames(plan.newNames);
    if (names.length && !confirmNew)
      throw conflict(`This import creates what does not exist yet: ${names.join(', ')}. Confirm to create them.`);
    await plan.write(trx, context);
    return { kind, counts, newNames: plan.newNames };
  });
}
