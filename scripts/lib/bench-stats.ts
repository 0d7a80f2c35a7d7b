/** Small measuring tools for `npm run bench`: percentiles, timers, process-tree memory sampling. */
import fs from "node:fs";

export interface Distribution {
  count: number;
  p50: number;
  p95: number;
  mean: number;
  max: number;
}

/** Nearest-rank percentiles, in the unit of the samples (ms everywhere in the bench). */
export function distribution(samples: number[]): Distribution {
  if (samples.length === 0) return { count: 0, p50: Number.NaN, p95: Number.NaN, mean: Number.NaN, max: Number.NaN };
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    count: sorted.length,
    p50: round(rank(0.5)),
    p95: round(rank(0.95)),
    mean: round(sorted.reduce((sum, value) => sum + value, 0) / sorted.length),
    max: round(sorted.at(-1)!),
  };
}

export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

function readProc(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (error) {
    // The process ended between listing and reading: it simply has no memory to count.
    if (["ENOENT", "ESRCH"].includes((error as NodeJS.ErrnoException).code ?? "")) return null;
    throw error;
  }
}

/** Resident memory of one process in MB (VmRSS), or 0 when it is gone. */
export function rssMb(pid: number): number {
  const status = readProc(`/proc/${pid}/status`);
  const match = status?.match(/^VmRSS:\s+(\d+) kB/m);
  return match ? Number(match[1]) / 1024 : 0;
}

/** Peak resident memory of one process since it started (VmHWM), in MB. */
export function peakRssMb(pid: number): number {
  const status = readProc(`/proc/${pid}/status`);
  const match = status?.match(/^VmHWM:\s+(\d+) kB/m);
  return match ? Number(match[1]) / 1024 : 0;
}

export function childrenOf(pid: number): number[] {
  const children: number[] = [];
  let tasks: string[] = [];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  for (const task of tasks) {
    const listed = readProc(`/proc/${pid}/task/${task}/children`)?.trim();
    if (listed) children.push(...listed.split(/\s+/).map(Number));
  }
  return children;
}

export function commandLine(pid: number) {
  return (readProc(`/proc/${pid}/cmdline`) ?? "").replace(/\0/g, " ");
}

/** Every descendant of a process (bounded depth: Docent's tree is three levels deep). */
export function descendantsOf(pid: number, depth = 6): number[] {
  if (depth === 0) return [];
  return childrenOf(pid).flatMap((child) => [child, ...descendantsOf(child, depth - 1)]);
}

/**
 * Samples a process tree's memory every `intervalMs`, split into named parts by command line
 * (Docent server, parse worker, Chroma), keeping each part's peak.
 */
export function sampleTreeMemory(rootPid: number, intervalMs = 100) {
  const peaks = { server: 0, parser: 0, chroma: 0, total: 0 };
  const sample = () => {
    let total = 0;
    for (const pid of [rootPid, ...descendantsOf(rootPid)]) {
      const command = commandLine(pid);
      const rss = rssMb(pid);
      if (command.includes("chroma-server")) peaks.chroma = Math.max(peaks.chroma, rss);
      else if (command.includes("parse-worker")) peaks.parser = Math.max(peaks.parser, rss);
      else if (command.includes("server/main.ts")) peaks.server = Math.max(peaks.server, rss);
      // The tsx CLI wrapper is not Docent's work; Chroma is reported on its own.
      if (command.includes("server/main.ts") || command.includes("parse-worker")) total += rss;
    }
    peaks.total = Math.max(peaks.total, total);
  };
  const timer = setInterval(sample, intervalMs);
  sample();
  return {
    /** Peaks since the last reset. */
    read: () => ({ ...peaks }),
    reset() {
      peaks.server = 0;
      peaks.parser = 0;
      peaks.chroma = 0;
      peaks.total = 0;
      sample();
    },
    stop: () => clearInterval(timer),
  };
}

/** CPU time (user + system) in ms of a process, or of one of its threads, from /proc (0 when gone). */
export function cpuMs(pid: number, thread?: number): number {
  const stat = readProc(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`);
  if (!stat) return 0;
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticksPerSecond = 100; // USER_HZ: 100 on Linux (`getconf CLK_TCK`)
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/**
 * CPU used by Docent's parts, split where a question's time goes: the Node main thread (HTTP,
 * SQLite/FTS5, the pipeline), the rest of Docent's process (mostly the embedding model's worker
 * thread) and Chroma.
 */
export function docentCpuMs(rootPid: number) {
  const docent = [rootPid, ...descendantsOf(rootPid)].find((pid) => commandLine(pid).includes("server/main.ts"));
  const chroma = descendantsOf(rootPid).filter((pid) => commandLine(pid).includes("chroma"));
  const main = docent === undefined ? 0 : cpuMs(docent, docent);
  const process = docent === undefined ? 0 : cpuMs(docent);
  return { mainThread: main, otherThreads: process - main, chroma: chroma.reduce((sum, pid) => sum + cpuMs(pid), 0) };
}

export const round1 = (value: number) => Math.round(value * 10) / 10;
