// Types of excel.thread.mjs (plain JavaScript so that its thread starts without a TypeScript loader).
import type { ExcelTask } from './excel.worker';

/**
 * Writes the workbook of `task` through its port (reading the rows itself when `read` is set); resolves after the
 * last byte, or on an abort, with how many buffers it made for the file's bytes (the rest were given back).
 */
export function run(task: Pick<ExcelTask, 'port' | 'columns' | 'title' | 'subtitle' | 'read'>): Promise<{ buffers: number } | undefined>;
