import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { MessageChannel } from 'node:worker_threads';
import type { ReportColumn } from '@mikro/contracts';
import { run } from './excel.thread.mjs';
import type { FromExcelWorker, ToExcelWorker } from './excel.worker';

// Garbage (the zip's output, already counted) is collected before each reading, so what is measured is what the
// thread holds, not how far behind the collector happens to be on a busy machine.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const columns: ReportColumn[] = [
  { key: 'alumno', label: 'Alumno', type: 'text', total: false },
  { key: 'concepto', label: 'Concepto', type: 'text', total: false },
  { key: 'cargo', label: 'Cargo', type: 'money', total: true },
];

describe('the Excel writing thread', () => {
  it('takes the next batch only once the zip has packed the last one, however fast the rows come', async () => {
    const { port1: here, port2: there } = new MessageChannel();
    const batches = 240;
    const row = (n: number) => JSON.stringify([`Alumna ${n} ${'de la Fuente Hernández '.repeat(8)}`, `Colegiatura ${n % 12} ${'x'.repeat(200)}`, '2500.00']);
    const batch = Array.from({ length: 250 }, (_, i) => row(i));
    let sent = 0;
    let bytes = 0;
    let peakBuffers = 0;
    collectGarbage();
    const baseline = process.memoryUsage().arrayBuffers;
    const done = new Promise<void>((resolve) => {
      here.on('message', (message: FromExcelWorker) => {
        if ('bytes' in message) bytes += message.bytes.byteLength;
        else if ('done' in message) resolve();
        else {
          // Answered at once, as a database with the rows ready would: the thread alone sets the pace.
          if (sent % 16 === 0) {
            collectGarbage();
            peakBuffers = Math.max(peakBuffers, process.memoryUsage().arrayBuffers - baseline);
          }
          here.postMessage((sent++ < batches ? { rows: batch } : { totals: { cargo: '0.00' } }) satisfies ToExcelWorker);
        }
      });
    });
    await Promise.all([run({ port: there, columns, title: 'Estado de cuenta', subtitle: 'Todas las fechas' }), done]);
    here.close();

    // About 60 MB of sheet XML went through the zip; what waited for it at any moment stayed a few batches' worth.
    expect(bytes).toBeGreaterThan(0);
    expect(peakBuffers).toBeLessThan(16 * 1024 * 1024);
  });

  it('carries the file in the few buffers given back to it, not a new one per chunk', async () => {
    const { port1: here, port2: there } = new MessageChannel();
    // Text that does not compress away: about 1.5 MB of file.
    const batch = () => Array.from({ length: 250 }, () => JSON.stringify([randomBytes(40).toString('hex'), randomBytes(30).toString('base64'), '10.00']));
    let sent = 0;
    let bytes = 0;
    const done = new Promise<void>((resolve) => {
      here.on('message', (message: FromExcelWorker) => {
        if ('bytes' in message) {
          bytes += message.bytes.byteLength;
          // Sent at once, as by a response that keeps up: the buffer goes back.
          const buffer = message.bytes.buffer as ArrayBuffer;
          here.postMessage({ recycle: [buffer] } satisfies ToExcelWorker, [buffer]);
        } else if ('done' in message) resolve();
        else here.postMessage((sent++ < 100 ? { rows: batch() } : { totals: { cargo: '0.00' } }) satisfies ToExcelWorker);
      });
    });
    const [made] = await Promise.all([run({ port: there, columns, title: 'Estado de cuenta', subtitle: 'Todas las fechas' }), done]);
    here.close();

    // More than twenty buffers' worth of bytes, carried by two or three.
    expect(bytes).toBeGreaterThan(20 * 64 * 1024);
    expect(made?.buffers).toBeGreaterThan(0);
    expect(made?.buffers).toBeLessThanOrEqual(4);
  });
});
