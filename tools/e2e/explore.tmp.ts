import { launchBrowser, newPage, DESKTOP } from './browser';
import { installTestWallet, devPrivateKey } from './wallet';
import { WEB_URL, RPC_URL } from './stack';

const browser = await launchBrowser();
const { page, errors } = await newPage(browser, DESKTOP);
const wallet = await installTestWallet(page, { privateKey: devPrivateKey(Number(process.env.ACC ?? 4)), rpcUrl: RPC_URL, chainId: 31337 });
page.on('console', (m) => console.log('[console]', m.type(), m.text().slice(0, 300)));
await page.goto(WEB_URL);
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/shots/a1.png' });
await page.getByRole('button', { name: 'CHECK ELIGIBILITY' }).click();
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/shots/a2.png' });
await page.getByRole('button', { name: 'MetaMask' }).click();
await page.waitForTimeout(1000);
await page.screenshot({ path: '/tmp/shots/a3.png' });
const sign = page.getByRole('button', { name: 'SIGN NOW' });
if (await sign.count()) { await sign.click(); await page.waitForTimeout(2000); }
await page.screenshot({ path: '/tmp/shots/a4.png', fullPage: true });
console.log('requests', wallet.requests.map((r) => r.method + (r.error ? ' ERR ' + r.error.message : '')).join('\n'));
console.log('errors', errors);
await browser.close();
