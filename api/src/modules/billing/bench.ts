// Timings of invoicing for `npm run bench` (bench/steps/billing.mjs runs this with tsx and reads the
// JSON it prints): build + seal one CFDI; a global invoice of 5,000 tickets (build, seal, serialise and
// the sandbox PAC's stamp); a zip of 1,000 stamped invoices streamed to nowhere, with the memory it took.
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PUBLIC_RECEIVER } from '@mikro/domain';
import { buildCfdi, cfdiXml } from './cfdi/build';
import type { CfdiInput } from './cfdi/model';
import { sealComprobante } from './cfdi/seal';
import { SAMPLE_DOCUMENTS, testSigner } from './cfdi/test-documents';
import { SandboxPac } from './pac/sandbox';
import { zipInvoices } from './zip';

const signer = testSigner();
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const time = async (work: () => unknown) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

function sealOne(input: CfdiInput): string {
  const { comprobante } = buildCfdi(input);
  sealComprobante(comprobante, signer);
  return cfdiXml(comprobante);
}

const globalInput = (tickets: number): CfdiInput => ({
  ...SAMPLE_DOCUMENTS.global,
  receiver: { ...PUBLIC_RECEIVER, zip: '64000' },
  concepts: Array.from({ length: tickets }, (_, i) => ({ productKey: '01010101', unitKey: 'ACT', sku: `V-${i + 1}`, description: 'Venta', quantity: '1', amount: `${(i % 900) + 10}.34`, tax: 'iva16' as const })),
});

async function main() {
  for (let i = 0; i < 50; i++) sealOne(SAMPLE_DOCUMENTS.invoice);
  const singles: number[] = [];
  for (let i = 0; i < 300; i++) singles.push(await time(() => sealOne(SAMPLE_DOCUMENTS.invoice)));
  const single = median(singles);

  const pac = new SandboxPac();
  await pac.stamp(sealOne(globalInput(10)));
  const globals: number[] = [];
  for (let run = 0; run < 5; run++) globals.push(await time(async () => pac.stamp(sealOne({ ...globalInput(5_000), folio: String(100 + run) }))));

  const stamped = await pac.stamp(sealOne(SAMPLE_DOCUMENTS.invoice));
  const entries = function* (count: number) {
    for (let i = 0; i < count; i++) yield { name: `F-${i + 1}`, invoice: { stampedXml: stamped.xml, sandbox: true, status: 'timbrada', cancelMotive: null, cancelledAt: null } };
  };
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      peak = Math.max(peak, process.memoryUsage().rss);
      done();
    },
  });
  const zipMs = await time(() => pipeline(zipInvoices(entries(1_000), { pdf: false }), sink));
  const pdfZip = await time(() => pipeline(zipInvoices(entries(10)), new Writable({ write: (_c, _e, done) => done() })));
  console.log(
    JSON.stringify({
      singleMs: single,
      global5000Ms: median(globals),
      zip1000XmlMs: zipMs,
      zipBytes: bytes,
      zipExtraRssMiB: (peak - before) / 1024 / 1024,
      zip10WithPdfMs: pdfZip,
    }),
  );
}

await main();
