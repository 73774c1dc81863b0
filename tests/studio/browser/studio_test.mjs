// The studio in a real browser: headless Chromium opens `mazebook studio`,
// changes the title and a section's count, sees the preview and the page
// count follow, builds, downloads the book, and mazeproof proves the
// downloaded files; opening another spec then takes the first book's result
// away. With STUDIO_SCREENSHOTS=DIR it also saves the README's
// screenshots there.
//
//   node studio_test.mjs MAZEBOOK MAZEPROOF
//
// Exit 0: passed; 77: skipped (no Chromium installed); anything else: failed.

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const [mazebook, mazeproof] = process.argv.slice(2);
const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
if (!chromium) {
  console.log('SKIPPED: Chromium is not installed (.ci/install-deps installs it)');
  process.exit(77);
}
let puppeteer;
try {
  puppeteer = (await import('puppeteer-core')).default;
} catch (error) {
  console.error('FAILED: puppeteer-core is missing in tests/studio/browser; run .ci/install-deps');
  process.exit(1);
}

function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log('ok: ' + message);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mazebook-studio-browser-'));
const work = path.join(dir, 'work');
const downloads = path.join(dir, 'downloads');
fs.mkdirSync(work);
fs.mkdirSync(downloads);
// A small book, quick to select, build and prove.
fs.writeFileSync(path.join(work, 'test-book.json'), JSON.stringify({
  title: 'Studio Mazes', subtitle: 'A test', author: 'A. Writer', trim: '6x9', seed: 5,
  sections: [{ preset: 'easy', count: 6 }, { preset: 'medium', count: 6 }],
  solutions_per_page: 'auto',
}));

const studio = spawn(mazebook, ['studio', '--port', '0', '--work', work, '--jobs', '2'],
                     { stdio: ['ignore', 'pipe', 'inherit'] });
const url = await new Promise((resolve, reject) => {
  const lines = readline.createInterface({ input: studio.stdout });
  lines.on('line', (line) => {
    const m = line.match(/(http:\/\/127\.0\.0\.1:\d+\/#token=[0-9a-f]+)/);
    if (m) resolve(m[1]);
  });
  studio.on('exit', (code) => reject(new Error('mazebook studio exited with ' + code)));
});
const base = url.replace(/\/#.*/, '');

let browser;
let failed = false;
try {
  browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 860 });
  const cdp = await page.createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });

  const revision = () => page.$eval('body', (b) => Number(b.dataset.revision || 0));
  const pages = () => page.$eval('#fact-pages', (e) => Number(e.textContent));
  const waitRevision = async (after) => {
    await page.waitForFunction((r) => Number(document.body.dataset.revision || 0) > r,
                               { timeout: 60000 }, after);
  };
  const state = () => page.$eval('#fact-state', (e) => e.textContent);

  // An API request without the token is refused, even from the page.
  await page.goto(base + '/?probe=1', { waitUntil: 'load' });
  const refused = await page.evaluate(async () => (await fetch('/api/choices')).status);
  check(refused === 403, 'the API refuses a request without the token');

  await page.goto(base + '/?open=test-book.json#' + url.split('#')[1], { waitUntil: 'load' });
  await waitRevision(0);
  const firstPages = await pages();
  check(firstPages >= 24, 'the preview shows the page count (' + firstPages + ')');
  await page.waitForSelector('#pages li img[src^="blob:"]', { timeout: 30000 });
  check(true, 'page thumbnails are drawn');
  await page.waitForSelector('#cover[src^="blob:"]', { timeout: 30000 });
  check(true, 'the cover is drawn with its guides');

  // The title: the preview is laid out again, same page count.
  let before = await revision();
  await page.click('input[name=title]', { clickCount: 3 });
  await page.type('input[name=title]', 'My Own Maze Book');
  await waitRevision(before);
  await page.waitForFunction(() => /^ready/.test(document.getElementById('fact-state').textContent));
  check((await pages()) === firstPages, 'a new title keeps the page count; ' + (await state()));

  // A section's count: more pages.
  before = await revision();
  const count = 'input[data-field="sections[1].count"]';
  await page.click(count, { clickCount: 3 });
  await page.type(count, '30');
  await waitRevision(before);
  await page.waitForFunction(() => /^ready/.test(document.getElementById('fact-state').textContent));
  const morePages = await pages();
  check(morePages > firstPages, 'a larger count gives more pages (' + morePages + '); ' +
        (await state()));

  // Four mazes a page: fewer pages, and back to one: as many as before.
  before = await revision();
  await page.select('select[data-field="sections[1].mazes_per_page"]', '4');
  await waitRevision(before);
  await page.waitForFunction(() => /^ready/.test(document.getElementById('fact-state').textContent));
  const fourAPage = await pages();
  check(fourAPage < morePages, 'four mazes a page gives fewer pages (' + fourAPage + ' < ' +
        morePages + '); ' + (await state()));
  before = await revision();
  await page.select('select[data-field="sections[1].mazes_per_page"]', '1');
  await waitRevision(before);
  await page.waitForFunction(() => /^ready/.test(document.getElementById('fact-state').textContent));
  check((await pages()) === morePages, 'one maze a page again: ' + (await pages()) + ' pages');

  // A bad value is refused beside its field, in the command line's words.
  before = await revision();
  await page.click(count, { clickCount: 3 });
  await page.type(count, 'lots');
  await waitRevision(before);
  const error = await page.$eval('[data-error-for="sections"]', (e) => e.textContent);
  check(error === 'Section 2, Count: expected an integer from 1 to 2000, got "lots"',
        'a bad count is named beside the field: ' + error);
  before = await revision();
  await page.click(count, { clickCount: 3 });
  await page.type(count, '8');
  await waitRevision(before);
  await page.waitForSelector('#pages li img[src^="blob:"]', { timeout: 30000 });

  // The copyright page's fields are on the form: a wrong ISBN is named
  // beside its field, a right one goes into the spec.
  before = await revision();
  await page.type('input[name=isbn]', '978-0-306-40615-0');
  await waitRevision(before);
  const isbnError = await page.$eval('[data-error-for="isbn"]', (e) => e.textContent);
  check(isbnError === 'ISBN: check digit should be 7, not 0',
        'a wrong ISBN is named beside its field: ' + isbnError);
  before = await revision();
  await page.click('input[name=isbn]', { clickCount: 3 });
  await page.type('input[name=isbn]', '978-0-306-40615-7');
  await page.type('input[name=publisher]', 'Maze House');
  await waitRevision(before);
  await page.waitForFunction(() => /^ready/.test(document.getElementById('fact-state').textContent));

  // A picture uploaded for the front: saved in the work folder, named in
  // the spec, its resolution shown against KDP's 300 DPI.
  const picture = path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..', 'data',
                            'fuzz', 'mask_png', 'rgb.png');
  const upload = await page.$('#front-upload');
  await upload.uploadFile(picture);
  await page.waitForFunction(() => /DPI/.test(document.getElementById('front-dpi').textContent),
                             { timeout: 30000 });
  const dpiText = await page.$eval('#front-dpi', (e) => e.textContent);
  const named = await page.$eval('input[name=front_image]', (e) => e.value);
  check(named === 'images/rgb.png' && fs.existsSync(path.join(work, 'images', 'rgb.png')) &&
        /KDP needs 300\)$/.test(dpiText), 'a front picture is uploaded: ' + dpiText);
  // The picture taken off again: wait for the layout without it (a layout
  // of the spec with the picture, refused for its DPI, may land first).
  await new Promise((r) => setTimeout(r, 500));  // the upload's own layout asked for
  before = await revision();
  await page.click('input[name=front_image]', { clickCount: 3 });
  await page.keyboard.press('Backspace');
  await page.waitForFunction(
      (r) => Number(document.body.dataset.revision || 0) > r &&
             /^ready/.test(document.getElementById('fact-state').textContent),
      { timeout: 60000 }, before);

  // Pick and swap: another maze in the place of the first one.
  before = await revision();
  const pagesBeforeSwap = await pages();
  await page.click('#pages li.maze .sheet');
  await page.click('#swap-button');
  await waitRevision(before);
  await page.waitForSelector('#pages li.swapped', { timeout: 30000 });
  const swappedMaze = await page.$eval('#pages li.swapped span', (e) => e.textContent);
  check((await pages()) === pagesBeforeSwap && /easy-001/.test(swappedMaze),
        'a maze is swapped in its place: ' + swappedMaze);
  const listedSwaps = await page.$$eval('#overrides li', (l) => l.map((li) => li.dataset.maze));
  check(listedSwaps.join(',') === '1', 'the swap is listed on the form: ' + listedSwaps.join(','));

  if (process.env.STUDIO_SCREENSHOTS) {
    fs.mkdirSync(process.env.STUDIO_SCREENSHOTS, { recursive: true });
    await page.mouse.move(1, 1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await new Promise((r) => setTimeout(r, 1500));  // let the visible thumbnails arrive
    await page.screenshot({ path: path.join(process.env.STUDIO_SCREENSHOTS, 'studio.png') });
  }

  // Build, with progress, then mazeproof's verdict and report.
  await page.click('#build-button');
  await page.waitForFunction(() => !document.getElementById('build-result').hidden,
                             { timeout: 300000 });
  const verdict = await page.$eval('#verdict', (e) => e.textContent);
  check(/^mazeproof: pass\. /.test(verdict), 'the book is built and proved: ' + verdict);
  const resultOf = await page.$eval('#result-of', (e) => e.textContent);
  check(/My Own Maze Book.*test-book\.json.*builds\/test-book\/001/.test(resultOf),
        'the result says which spec it is of: ' + resultOf);
  const rows = await page.$$eval('#report-rows tr', (r) => r.length);
  check(rows > 10, 'the report is shown as a table (' + rows + ' checks)');
  const perfect = await page.$$eval('#report-rows tr', (r) => r.map((tr) => tr.cells[0].textContent)
      .find((text) => /mazes\.perfect$/.test(text)));
  check(perfect === 'Every maze has exactly one way from START to FINISHmazes.perfect',
        'each check is said in a publisher\'s words, its id under it: ' + perfect);
  const small = await page.$$eval('#report-rows small.check-id', (s) => s.length);
  check(small === rows, 'every check shows its id small (' + small + ' of ' + rows + ')');
  if (process.env.STUDIO_SCREENSHOTS) {
    await page.mouse.move(1, 1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(process.env.STUDIO_SCREENSHOTS, 'studio-built.png') });
  }

  // Download the book and prove what arrived.
  const book = path.join(downloads, 'book');
  for (const name of ['interior.pdf', 'cover.pdf', 'book.json', 'check.json', 'spec.json']) {
    await page.click('[data-download="' + name + '"]');
    const file = path.join(downloads, name);
    for (let i = 0; i < 200 && !fs.existsSync(file); ++i) await new Promise((r) => setTimeout(r, 100));
    check(fs.existsSync(file), 'downloaded ' + name + ' (' + fs.readdirSync(downloads).join(', ') + ')');
  }
  fs.mkdirSync(book);
  for (const name of ['interior.pdf', 'cover.pdf', 'book.json'])
    fs.renameSync(path.join(downloads, name), path.join(book, name));
  const spec = JSON.parse(fs.readFileSync(path.join(downloads, 'spec.json'), 'utf8'));
  check(spec.title === 'My Own Maze Book' && spec.sections[1].count === 8 &&
        spec.overrides.length === 1 && spec.overrides[0].maze === 1 &&
        spec.isbn === '978-0-306-40615-7' && spec.publisher === 'Maze House',
        'the downloaded spec holds the changes and the swap');
  const proof = spawnSync(mazeproof, ['book', book], { encoding: 'utf8' });
  check(proof.status === 0, 'mazeproof proves the downloaded book (exit ' + proof.status + ')');

  // Another spec opened: the first book's verdict and downloads are gone.
  fs.writeFileSync(path.join(work, 'other-book.json'), JSON.stringify({
    title: 'Another Book', author: 'B. Writer', trim: '6x9', seed: 6,
    sections: [{ preset: 'easy', count: 8 }],
  }));
  before = await revision();
  await page.click('#open-path', { clickCount: 3 });
  await page.type('#open-path', 'other-book.json');
  await page.click('#open-button');
  await waitRevision(before);
  const stale = await page.$eval('#build-result', (e) => !e.hidden);
  const title = await page.$eval('input[name=title]', (e) => e.value);
  check(!stale && title === 'Another Book',
        'opening another spec clears the last build\'s result (the form shows ' + title + ')');

  // Save as: the second spec under a name of its own, found again as saved
  // after the page is loaded anew.
  before = await revision();
  await page.type('input[name=isbn]', '978-0-306-40615-7');
  await waitRevision(before);
  before = await revision();
  await page.type('input[name=series]', 'b-series');
  await waitRevision(before);
  await page.click('#save-name', { clickCount: 3 });
  await page.type('#save-name', 'volume-b');
  await page.click('#save-button');
  await page.waitForFunction(
      () => document.getElementById('save-state').textContent === 'saved volume-b.json');
  check(fs.existsSync(path.join(work, 'volume-b.json')), 'Save writes volume-b.json');
  await page.goto(base + '/?open=volume-b.json#' + url.split('#')[1], { waitUntil: 'load' });
  await waitRevision(0);
  const reloaded = await page.$eval('input[name=isbn]', (e) => e.value);
  const reloadedTitle = await page.$eval('input[name=title]', (e) => e.value);
  const reloadedSeries = await page.$eval('input[name=series]', (e) => e.value);
  check(reloaded === '978-0-306-40615-7' && reloadedTitle === 'Another Book' &&
        reloadedSeries === 'b-series' &&
        JSON.parse(fs.readFileSync(path.join(work, 'volume-b.json'), 'utf8')).series ===
            'series/b-series.json',
        'the saved spec opens with its fields: ' + reloadedTitle + ', ISBN ' + reloaded +
            ', series ' + reloadedSeries);

  // Built twice: both builds listed, newest first, each in its own folder.
  for (let i = 1; i <= 2; ++i) {
    await page.click('#build-button');
    await page.waitForFunction(
        (n) => document.querySelectorAll('#build-rows tr').length === n &&
               !document.getElementById('build-button').disabled,
        { timeout: 300000 }, i);
  }
  const listed = await page.$$eval('#build-rows tr', (r) => r.map((tr) => tr.dataset.build));
  check(listed.join(',') === '002,001' &&
        fs.existsSync(path.join(work, 'builds', 'volume-b', '001', 'interior.pdf')) &&
        fs.existsSync(path.join(work, 'builds', 'volume-b', '002', 'interior.pdf')),
        'two builds of volume-b are listed: ' + listed.join(', '));
  const record = JSON.parse(fs.readFileSync(path.join(work, 'series', 'b-series.json'), 'utf8'));
  check(record.books.length === 1 && record.books[0].book === '../volume-b.json',
        'both builds are one book of the series: ' + record.books.map((b) => b.book).join(', '));
  await page.click('#build-rows tr[data-build="001"] button');
  await page.waitForFunction(() => document.querySelectorAll('#build-rows tr').length === 1,
                             { timeout: 30000 });
  check(!fs.existsSync(path.join(work, 'builds', 'volume-b', '001')),
        'a build deleted from the page is gone from the work folder');

  // A swap taken back from the form's list: the book's own maze returns.
  await page.waitForSelector('#pages li.maze .sheet', { timeout: 30000 });
  before = await revision();
  await page.click('#pages li.maze .sheet');
  await page.click('#swap-button');
  await waitRevision(before);
  await page.waitForSelector('#overrides li button', { timeout: 30000 });
  before = await revision();
  await page.click('#overrides li button');
  await waitRevision(before);
  const left = await page.$$eval('#overrides li', (l) => l.length);
  const marked = await page.$$eval('#pages li.swapped', (l) => l.length);
  check(left === 0 && marked === 0, 'a swap is taken back from the form (' + left + ' left)');
} catch (error) {
  failed = true;
  console.error('FAILED: ' + error.message);
} finally {
  if (browser) await browser.close();
  studio.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
