// Printing the benchmark figures: compact aligned tables and a description of the machine they came from.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from './next-server.mjs';

/** Prints rows under headers; numbers (and text starting with a digit) are right-aligned. */
export function printTable(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => (cell === null || cell === undefined ? '–' : String(cell))));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0)));
  const numeric = headers.map((_, column) => rows.every((row) => row[column] === null || row[column] === undefined || /^[\d.–-]/.test(String(row[column]))));
  for (const [index, row] of cells.entries()) {
    console.log(`  ${row.map((cell, column) => (numeric[column] && index > 0 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ').trimEnd()}`);
  }
}

export function section(title) {
  console.log(`\n${title}`);
}

export function describeMachine() {
  const cpus = os.cpus();
  const nextVersion = JSON.parse(fs.readFileSync(path.join(projectRoot, 'node_modules/next/package.json'), 'utf8')).version;
  const load = os.loadavg().map((value) => value.toFixed(2)).join(' ');
  return [
    `CPU: ${cpus[0]?.model.trim() ?? 'unknown'} × ${cpus.length}`,
    `memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `Node ${process.version}, Next ${nextVersion}, ${os.type()} ${os.release()}`,
    `load average at start: ${load} (other work on the machine makes absolute figures noisy; ratios are fairer)`,
  ];
}

export const round = (value, digits = 0) => (value === null || value === undefined || Number.isNaN(value) ? null : Number(value).toFixed(digits));
export const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
export const kilobytes = (bytes) => (bytes === null || bytes === undefined ? null : `${(bytes / 1024).toFixed(1)} kB`);
