// The spec reporter, plus closing lines that CI reads in any language: the slowest test files (so a
// run that nears CI's time limit says where its time went) and "tests: N passed, N failed, N skipped".
const Mocha = require('mocha');
const path = require('node:path');

const SLOWEST_FILES_SHOWN = 15;
const STDIO_RESOURCES = new Set(['PipeWrap', 'TTYWrap']);

class SummaryReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const secondsByFile = new Map();
    const startedByFile = new Map();
    runner.on(Mocha.Runner.constants.EVENT_SUITE_BEGIN, (suite) => {
      if (suite.file && suite.parent?.root) startedByFile.set(suite, Date.now());
    });
    runner.on(Mocha.Runner.constants.EVENT_SUITE_END, (suite) => {
      const started = startedByFile.get(suite);
      if (started === undefined) return;
      const file = path.relative(process.cwd(), suite.file);
      secondsByFile.set(file, (secondsByFile.get(file) ?? 0) + (Date.now() - started) / 1000);
    });
    runner.once(Mocha.Runner.constants.EVENT_RUN_END, () => {
      const slowest = [...secondsByFile].sort((a, b) => b[1] - a[1]).slice(0, SLOWEST_FILES_SHOWN);
      process.stdout.write(`\nslowest test files:\n`);
      for (const [file, seconds] of slowest)
        process.stdout.write(`  ${seconds.toFixed(1).padStart(7)} s  ${file}\n`);
      // Mocha runs with --exit, so a server, timer or socket a suite forgot can no longer hold CI until its
      // time limit: it is named here instead, to be closed by the suite that opened it.
      const leftOpen = process.getActiveResourcesInfo().filter((kind) => !STDIO_RESOURCES.has(kind));
      if (leftOpen.length > 0)
        process.stdout.write(`\nstill open after the last test: ${leftOpen.join(', ')}\n`);
      const { passes, failures, pending } = runner.stats;
      process.stdout.write(`\ntests: ${passes} passed, ${failures} failed, ${pending} skipped\n`);
    });
  }
}

module.exports = SummaryReporter;
