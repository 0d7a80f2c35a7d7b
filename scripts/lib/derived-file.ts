/**
 * A file the repository derives from its own data (a classifier's weights, a word or letter-pair
 * table): written again, or with `--check` compared with the committed one, exiting 1 when they
 * differ, so data changed without rebuilding what it feeds is caught.
 */
import fs from "node:fs";
import path from "node:path";

/** Writes `text` to `file`, or with `--check` compares them; `source` says what the file is made from ("a fresh training run"). */
export function writeOrCheckDerived(file: string, text: string, source: string, argv: string[] = process.argv): void {
  const name = path.basename(file);
  if (argv.includes("--check")) {
    const same = fs.existsSync(file) && fs.readFileSync(file, "utf8") === text;
    console.log(same ? `${name} matches ${source}` : `${name} differs from ${source}`);
    process.exitCode = same ? 0 : 1;
  } else {
    fs.writeFileSync(file, text);
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}
