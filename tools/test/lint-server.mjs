// One ESLint for many fixtures: reads one JSON request per line on stdin ({ filePath, source }) and answers
// one JSON line per request on stdout (the messages ESLint reports for that source as if it were that file).
// module-boundaries.test.ts starts it once instead of one `eslint --stdin` process per case: the workspace
// config, its plugins and the Nx project graph are loaded once.
import { createInterface } from 'node:readline';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });
const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (!line.trim()) continue;
  let answer;
  try {
    const { filePath, source } = JSON.parse(line);
    const results = await eslint.lintText(source, { filePath });
    answer = { messages: results.flatMap((result) => result.messages.map(({ ruleId, message }) => ({ ruleId, message }))) };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}
