import type { BenchContext } from './benchContext';
import type { ShipperLoad } from './support/driverLinkLoad';
import { seedSizes } from './benchContext';
import { BUDGETS } from './budgets';
import type { Engine } from './loadCases';
import { measureOrMissing, withValues } from './measurement';
import type { FigureName, Measurement } from './measurement';
import { download, median } from './support/download';
import { memoryPeakDuring } from './support/memoryPeak';
import { largestProcess } from './support/processMemory';
import type { SeededShipper } from './support/seedShippers';

export type DocumentsTarget = {
  engine: Engine;
  baseUrl: string;
  /** The scale shipper, whose files these are. */
  large: SeededShipper;
  /** A delivered load with its proof, and its shipper's session. */
  delivered: ShipperLoad;
  /** The process `npm start` began as: the server is the largest process under it. */
  serverRootPid: number;
};

const EXPORTS = ['/api/shipper/shipments/export/', '/api/invoices/export/'] as const;
const PAPERS = ['bill-of-lading', 'load-confirmation'] as const;
const EXPORT_RUNS = 3;
const PDF_WARM_UPS = 3;
const PDF_RUNS = 20;

const namesOf = (ctx: BenchContext, engine: Engine) => {
  const section = `Scale · ${engine}`;
  const shipments = seedSizes(ctx).large.toLocaleString('en-US');
  return {
    exports: EXPORTS.map((path): FigureName[] => {
      const subject = `GET ${path} (${shipments} shipments)`;
      return [
        {
          section,
          subject,
          metric: 'to last byte',
          unit: 's',
          budget: { max: BUDGETS.exportMaxS },
        },
        { section, subject, metric: 'rows', unit: 'rows' },
      ];
    }),
    memory: {
      section,
      subject: 'server during the exports',
      metric: 'RSS growth',
      unit: 'MB',
    } satisfies FigureName,
    pdf: {
      section,
      subject: 'GET /api/invoices/{id}/pdf/ (a paid invoice)',
      metric: 'median',
      unit: 'ms',
      budget: { max: BUDGETS.pdfMaxMs },
    } satisfies FigureName,
    pod: {
      section,
      subject: 'GET /api/shipper/shipments/{id}/pod/ (a signature and a 3 MB photo)',
      metric: 'median',
      unit: 'ms',
      budget: { max: BUDGETS.pdfMaxMs },
    } satisfies FigureName,
    papers: PAPERS.map((paper) => ({
      paper,
      name: {
        section,
        subject: `GET /api/shipper/shipments/{id}/${paper}/ (a delivered load)`,
        metric: 'median',
        unit: 'ms',
        budget: { max: BUDGETS.pdfMaxMs },
      } satisfies FigureName,
    })),
  };
};

/** The figures measureDocuments takes on one engine. */
export const documentFigureNames = (ctx: BenchContext, engine: Engine): FigureName[] => {
  const names = namesOf(ctx, engine);
  return [
    ...names.exports.flat(),
    names.memory,
    names.pdf,
    names.pod,
    ...names.papers.map(({ name }) => name),
  ];
};

const authorization = (shipper: { token: string }) => ({ authorization: `Token ${shipper.token}` });

/** The median of sequential downloads of one export, and how many rows the file holds. */
const timeExport = async (target: DocumentsTarget, path: string) => {
  const runs = [];
  for (let run = 0; run < EXPORT_RUNS; run += 1) {
    runs.push(await download(`${target.baseUrl}${path}`, authorization(target.large)));
  }
  const rows = new Set(runs.map(({ lines }) => lines - 1));
  // A file cut short by a failure mid-stream still answers 200: its rows give it away.
  if (rows.size !== 1) throw new Error(`The downloads held ${[...rows].join(', ')} rows.`);
  return {
    'to last byte': Number((median(runs.map(({ ms }) => ms)) / 1000).toFixed(3)),
    rows: [...rows][0],
  };
};

const paidInvoiceId = async (target: DocumentsTarget): Promise<number> => {
  const response = await fetch(`${target.baseUrl}/api/invoices/?status=paid&page_size=1`, {
    headers: authorization(target.large),
  });
  if (!response.ok) throw new Error(`The invoice list answered ${response.status}.`);
  const { results } = (await response.json()) as { results: { id: number }[] };
  if (!results[0]) throw new Error('The scale shipper has no paid invoice.');
  return results[0].id;
};

/** The median of sequential downloads of one PDF, after a few to warm up. */
const timePdf = async (url: string, who: { token: string }): Promise<number> => {
  const times = [];
  for (let run = 0; run < PDF_WARM_UPS + PDF_RUNS; run += 1) {
    const { ms, bytes } = await download(url, authorization(who));
    if (bytes === 0) throw new Error(`GET ${url} answered an empty file.`);
    if (run >= PDF_WARM_UPS) times.push(ms);
  }
  return Number(median(times).toFixed(1));
};

/**
 * The operations desk's files for the scale shipper, one request at a time as a person asks for
 * them: each CSV export downloaded three times (the median), with the server's memory before and
 * at its highest meanwhile, and a paid invoice's PDF, a proof of delivery's and a delivered
 * load's bill of lading and load confirmation twenty times each after three to warm up. A figure that cannot be taken is reported missing; the others are
 * still taken.
 */
export const measureDocuments = async (
  ctx: BenchContext,
  target: DocumentsTarget,
): Promise<Measurement[]> => {
  const names = namesOf(ctx, target.engine);
  const measurements: Measurement[] = [];
  let exportsRun = false;
  const takeExports = async (): Promise<boolean> => {
    exportsRun = true;
    let complete = true;
    for (const [index, path] of EXPORTS.entries()) {
      const exportNames = names.exports[index] ?? [];
      ctx.log(`${target.engine}: GET ${path}`);
      const figures = await measureOrMissing(
        exportNames,
        async () => withValues(exportNames, await timeExport(target, path)),
        ctx.log,
      );
      complete &&= figures.every(({ value }) => value !== null);
      measurements.push(...figures);
    }
    return complete;
  };
  const memory = await measureOrMissing(
    [names.memory],
    async () => {
      const { pid } = largestProcess(target.serverRootPid);
      const { result: complete, beforeMb, peakMb } = await memoryPeakDuring(pid, takeExports);
      if (!complete) throw new Error('an export was not taken');
      return [{ ...names.memory, value: Number((peakMb - beforeMb).toFixed(1)) }];
    },
    ctx.log,
  );
  // The server's memory could not be read: the exports are still timed.
  if (!exportsRun) await takeExports();
  measurements.push(...memory);
  const pdfs = [
    [names.pdf, async () => `/api/invoices/${await paidInvoiceId(target)}/pdf/`, target.large],
    [
      names.pod,
      async () => `/api/shipper/shipments/${target.delivered.shipmentId}/pod/`,
      target.delivered,
    ],
    ...names.papers.map(
      ({ paper, name }) =>
        [
          name,
          async () => `/api/shipper/shipments/${target.delivered.shipmentId}/${paper}/`,
          target.delivered,
        ] as const,
    ),
  ] as const;
  for (const [name, path, who] of pdfs) {
    ctx.log(`${target.engine}: ${name.subject}`);
    measurements.push(
      ...(await measureOrMissing(
        [name],
        async () => [{ ...name, value: await timePdf(`${target.baseUrl}${await path()}`, who) }],
        ctx.log,
      )),
    );
  }
  return measurements;
};
