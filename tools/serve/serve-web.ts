/**
 * The production build served as production serves it, until Ctrl-C: `npx tsx tools/serve/serve-web.ts
 * [--port N] [--api URL]` from anywhere in the checkout. The app's settings come from the environment
 * the image reads (DEPLOYMENT_FILE, VITE_*, NGINX_*); it prints `serving <url>` once nginx answers.
 */
import { assertServingToolsInstalled, assertWebBuilt, startWebServer } from './web-server';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

/** The variables the image's entrypoint reads, as this process got them. */
function servingEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined && /^(VITE_|NGINX_(?!STATE_DIR|TEMPLATE_DIR))|^DEPLOYMENT_FILE$/.test(entry[0]),
    ),
  );
}

async function main(): Promise<void> {
  assertServingToolsInstalled({ brotli: false });
  assertWebBuilt();
  const port = option('port');
  const server = await startWebServer({
    apiUpstream: option('api') ?? 'http://127.0.0.1:3000',
    env: servingEnv(),
    port: port ? Number(port) : undefined,
  });
  process.stdout.write(`serving ${server.url} from ${server.folder}\n`);
  const stop = (): void => void server.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
