import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grnDateProblems, grnListItem, grnRequest, grnSearchRequest, idParams, paged } from '@hanout/contract';
import type { AppContext } from '../../context';
import { localDate } from '../../common/clock';
import { MAX_CENTIMES, toCentimes, toDirhams } from '../../common/money';
import { fetchPage, inDayRange } from '../../common/paging';
import { badRequest, notFound } from '../../common/problems';
import { nextDocumentNumber } from '../../common/sequences';
import { requireUser } from '../auth/guard';
import { buildGrnPdf } from '../reports/grn-report';
import { pdfFile, sendPdf } from '../reports/pdf-response';

const tags = ['grn'];

export const grnRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.post('/', { schema: { tags, body: grnRequest, response: { 200: pdfFile } } }, async (request, reply) => {
    const user = requireUser(request);
    const { supplier: supplierId, grnPayment, grnItems } = request.body;
    const today = localDate(config.timeZone);

    const problems = grnItems.flatMap((item, index) =>
      grnDateProblems(item, today).map(({ field, message }) => `grnItems.${index}.${field}: ${message}`),
    );
    if (problems.length) throw badRequest(problems.join('; '));

    const supplier = await db.selectFrom('suppliers').select('id').where('id', '=', supplierId).executeTakeFirst();
    if (!supplier) throw badRequest(`supplier: Supplier ${supplierId} does not exist`);
    const productIds = [...new Set(grnItems.map((item) => item.product))];
    const found = new Set((await db.selectFrom('products').select('id').where('id', 'in', productIds).execute()).map((row) => row.id));
    const missing = grnItems.flatMap((item, index) =>
      found.has(item.product) ? [] : [`grnItems.${index}.product: Product ${item.product} does not exist`],
    );
    if (missing.length) throw badRequest(missing.join('; '));

    const lines = grnItems.map((item) => {
      const buyingPrice = toCentimes(item.buyingPrice);
      return { ...item, buyingPrice, sellingPrice: toCentimes(item.sellingPrice), total: buyingPrice * item.quantity };
    });
    const total = lines.reduce((sum, line) => sum + line.total, 0);
    if (total > MAX_CENTIMES) throw badRequest('grnItems: The GRN total is too large');
    const payment = toCentimes(grnPayment.payment);

    const grnId = await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const number = await nextDocumentNumber(trx, 'BR', Number(today.slice(0, 4)));
      const { id } = await trx
        .insertInto('grns')
        .values({
          number,
          dateTime: now,
          localDate: today,
          supplierId,
          userId: user.id,
          total,
          payment,
          balance: payment - total,
          paymentType: grnPayment.paymentType,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const line of lines) {
        const item = await trx
          .insertInto('grnItems')
          .values({
            grnId: id,
            productId: line.product,
            quantity: line.quantity,
            buyingPrice: line.buyingPrice,
            sellingPrice: line.sellingPrice,
            manufactureDate: line.manufactureDate,
            expireDate: line.expireDate,
            total: line.total,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('stocks')
          .values({
            productId: line.product,
            grnItemId: item.id,
            quantity: line.quantity,
            initialQuantity: line.quantity,
            buyingPrice: line.buyingPrice,
            sellingPrice: line.sellingPrice,
            manufactureDate: line.manufactureDate,
            expireDate: line.expireDate,
            createdAt: now,
          })
          .execute();
      }
      return id;
    });

    const report = await buildGrnPdf(db, grnId, config.timeZone);
    if (!report) throw notFound(`GRN ${grnId} does not exist.`);
    reply.header('x-document-id', String(grnId)).header('x-document-number', report.number);
    return sendPdf(reply, report.pdf, `${report.number}.pdf`);
  });

  app.post('/search', { schema: { tags, body: grnSearchRequest, response: { 200: paged(grnListItem) } } }, async (request) => {
    const { page, size, startDate, endDate } = request.body;
    const query = db
      .selectFrom('grns')
      .innerJoin('suppliers', 'suppliers.id', 'grns.supplierId')
      .select([
        'grns.id',
        'grns.number',
        'grns.dateTime',
        'grns.total',
        'grns.payment',
        'grns.balance',
        'grns.paymentType',
        'suppliers.id as supplierId',
        'suppliers.name as supplierName',
      ]);
    return fetchPage(inDayRange(query, 'grns.localDate', startDate, endDate).orderBy('grns.id', 'desc'), page, size, (row) => ({
      id: row.id,
      number: row.number,
      dateTime: row.dateTime,
      supplier: { id: row.supplierId, name: row.supplierName },
      grnPayment: {
        payment: toDirhams(row.payment),
        balance: toDirhams(row.balance),
        paymentType: row.paymentType as 'CASH' | 'CHEQUE' | 'CREDIT_CARD',
      },
      total: toDirhams(row.total),
    }));
  });

  app.get('/report/:id', { schema: { tags, params: idParams, response: { 200: pdfFile } } }, async (request, reply) => {
    const report = await buildGrnPdf(db, request.params.id, config.timeZone);
    if (!report) throw notFound(`GRN ${request.params.id} does not exist.`);
    return sendPdf(reply, report.pdf, `${report.number}.pdf`);
  });
};
