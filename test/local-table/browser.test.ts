/**
 * The local table in a real browser: Debian's Chromium, headless, driven by playwright-core, on a
 * phone-sized page (400 px wide). `npm start` with no token; the printed address opened; a solo
 * game against the Capitalist Automa started from the slash box (with its suggestions) and played
 * to the end by clicking only what the page shows; the final scores on the page checked against the
 * game kept in the store; then acting as Ben shows the channel without Ana's panels. Screenshots of
 * the board, a panel and the final scores are kept in test-output/local-table/.
 *
 * CI installs Chromium (.ci/services) and sets TEST_BROWSER_REQUIRED=1: there a missing browser
 * fails this test instead of skipping it.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { CLASS_NAMES } from '../../src/data/index.ts';
import { score } from '../../src/engine/index.ts';
import { openBackend } from '../../src/store/open-backend.ts';
import { RecordStore } from '../../src/store/record-store.ts';
import type { GameRecord } from '../../src/store/types.ts';
import { seeded } from '../discord/table.ts';
import { type LocalStart, startLocally } from './local-start.ts';

const CHROMIUM = '/usr/bin/chromium';
const required = process.env.TEST_BROWSER_REQUIRED === '1';
const SHOTS = resolve(import.meta.dirname, '../../test-output/local-table');

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * Debian's Chromium (never a downloaded one) with a fresh profile: playwright passes `profile` as
 * its --user-data-dir.
 */
async function openBrowser(): Promise<BrowserContext> {
  const profile = mkdtempSync(join(tmpdir(), 'hegemony-chromium-'));
  cleanups.push(() => rmSync(profile, { recursive: true, force: true }));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
    viewport: { width: 400, height: 860 },
  });
  cleanups.push(() => context.close());
  return context;
}

/** Types into the slash box and picks the suggestion that reads `label`. */
async function typeAndPick(page: Page, text: string, label: string | RegExp) {
  await page.locator('#command').pressSequentially(text);
  await page.locator('#suggestions .suggestion', { hasText: label }).first().click();
}

/** The player's newest panel: the last message only they see. */
const lastPanel = (page: Page) => page.locator('article.message.ephemeral').last();

/** What the panel offers: answer buttons, answer menus, page buttons (as the bot's ids say). */
async function offers(panel: Locator) {
  return {
    answers: await panel.locator('button.btn[data-custom-id^="hg:a:"]:enabled').all(),
    menus: await panel.locator('.select[data-custom-id^="hg:s:"]').all(),
    pages: await panel.locator('button.btn[data-custom-id^="hg:p:"]:enabled').all(),
  };
}

/** The little of the DOM the functions run in the page read (the project's types have no DOM). */
interface Dom {
  document: {
    querySelector(selector: string): unknown;
    querySelectorAll(selector: string): ArrayLike<{ getAttribute(name: string): string | null }>;
  };
}

/**
 * Waits until the page has drawn nothing new for a moment: the bot may edit a panel several times
 * while an Automa plays, and a person reads the last version.
 */
async function settled(page: Page) {
  const drawn = () =>
    page.evaluate(() =>
      Array.from(
        (globalThis as unknown as Dom).document.querySelectorAll('article.message'),
        (m) => `${m.getAttribute('data-message')}:${m.getAttribute('data-drawn')?.length}`,
      ).join(),
    );
  // Ten seconds of steady change is as settled as it gets: go on with what is shown.
  for (let last = await drawn(), tries = 0; tries < 100; tries++) {
    await page.waitForTimeout(100);
    const now = await drawn();
    if (now === last) return;
    last = now;
  }
}

/**
 * A screenshot of one message at 400 px wide, whole: the channel scrolls inside the page, so for
 * the moment of the picture the page grows to hold every message and scrolls instead.
 */
async function shoot(page: Page, message: Locator, file: string) {
  const unroll = (on: boolean) =>
    page.evaluate((on) => {
      const { document } = globalThis as unknown as {
        document: { body: { classList: { toggle(name: string, on: boolean): void } } };
      };
      document.body.classList.toggle('unrolled', on);
    }, on);
  await page.addStyleTag({
    content: 'body.unrolled { height: auto; } body.unrolled .messages { overflow: visible; }',
  });
  await unroll(true);
  try {
    // The bot may edit the message while it is taken (an Automa playing on): take it again.
    for (let attempt = 1; ; attempt++) {
      try {
        await message.screenshot({ path: join(SHOTS, file) });
        return;
      } catch (error) {
        if (attempt === 5) throw error;
        await settled(page);
      }
    }
  } finally {
    await unroll(false);
  }
}

/** Pictures load as they come into view (lazily, as on Discord): brings one in and waits for it. */
async function seePicture(picture: Locator) {
  await expect
    .poll(
      async () => {
        try {
          await picture.scrollIntoViewIfNeeded({ timeout: 2_000 });
          return await picture.evaluate((img) => {
            const { complete, naturalWidth } = img as unknown as { complete: boolean; naturalWidth: number };
            return complete && naturalWidth > 0;
          });
        } catch {
          // The message was redrawn (an edit) while it was being brought in: look again.
          return false;
        }
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** The button that opens a player's panel (on the board and on the message that calls them). */
const OPEN_PANEL = 'button.btn[data-custom-id^="hg:open:"]:enabled';

const idOf = (message: Locator) => message.getAttribute('data-message');
const busyNoMore = () => !(globalThis as unknown as Dom).document.querySelector('.message.busy');

/** Clicks, then waits until the page has drawn the bot's answer: the message redrawn, or a new panel. */
async function clickAndSee(page: Page, target: Locator, message: Locator) {
  const before = await message.elementHandle();
  const panelBefore =
    (await page.locator('article.message.ephemeral').count()) > 0 ? await idOf(lastPanel(page)) : null;
  await target.click();
  await page.waitForFunction(
    ([node, panel]) => {
      const { document } = globalThis as unknown as Dom;
      if (document.querySelector('.message.busy')) return false;
      const panels = document.querySelectorAll('article.message.ephemeral');
      const newest = panels[panels.length - 1]?.getAttribute('data-message') ?? null;
      return !(node as unknown as { isConnected: boolean }).isConnected || newest !== panel;
    },
    [before, panelBefore] as const,
    { timeout: 15_000, polling: 20 },
  );
}

/**
 * Opens a menu, ticks what the rng picks (one option, or for a menu of several enough for its
 * Choose button) and sends it. False when the bot redrew the panel under the clicks (its menu has
 * the game's version in its id, so a newer panel's is another menu): the caller looks again.
 */
async function chooseFrom(page: Page, panel: Locator, menu: Locator, rng: { int(n: number): number }) {
  const id = await menu.getAttribute('data-custom-id');
  const pinned = panel.locator(`.select[data-custom-id="${id}"]`);
  const quick = { timeout: 5_000 };
  try {
    await pinned.locator('.select-box').click(quick);
    const options = await pinned.locator('.option').all();
    const confirm = pinned.locator('.confirm');
    if ((await confirm.count()) === 0) {
      await (options[rng.int(options.length)] as Locator).click(quick);
      await page.waitForFunction(busyNoMore, null, { polling: 20 });
      return true;
    }
    const untried = [...options];
    while (!(await confirm.isEnabled()) && untried.length > 0) {
      await (untried.splice(rng.int(untried.length), 1)[0] as Locator).click(quick);
    }
    await clickAndSee(page, confirm, panel);
    return true;
  } catch (error) {
    if ((await pinned.count()) > 0) throw error;
    return false;
  }
}

it.skipIf(!existsSync(CHROMIUM) && !required)(
  'npm start with no token: a solo game against the Capitalist Automa, started from the slash box and played to the end by clicking in Chromium at 400 px',
  async () => {
    expect(existsSync(CHROMIUM), `${CHROMIUM} is missing: apt-get install chromium`).toBe(true);
    const started = performance.now();
    const local: LocalStart = await startLocally();
    cleanups.push(() => local.dispose());
    const shown = local
      .stdout()
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('> '));
    expect(shown, 'npm start prints one line').toEqual([
      expect.stringMatching(/^No DISCORD_TOKEN — playing locally at/),
    ]);

    const context = await openBrowser();
    const page = context.pages()[0] ?? (await context.newPage());
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // Nothing leaves the machine: every request the page makes goes to 127.0.0.1.
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.hostname !== '127.0.0.1') elsewhere.push(request.url());
    });
    await page.goto(local.url);
    await expect.poll(() => page.locator('.player[aria-pressed="true"]').textContent()).toBe('Ana');

    // The slash box: /hegemony new players:2 automa:capitalist, from its suggestions.
    await page.locator('#command').click();
    await typeAndPick(page, '/heg', '/hegemony');
    await typeAndPick(page, 'n', /^new/);
    await typeAndPick(page, 'pl', 'players:');
    await page.locator('#command').pressSequentially('2 ');
    await typeAndPick(page, 'aut', 'automa:');
    await page.locator('#command').pressSequentially('capitalist ');
    await typeAndPick(page, 'mo', 'mode:');
    await page.locator('#suggestions .suggestion', { hasText: 'Simple' }).click();
    expect(await page.locator('#command').inputValue()).toBe(
      '/hegemony new players:2 automa:capitalist mode:simple ',
    );
    await page.locator('#command').press('Enter');
    const boards = page.locator('article.message', {
      has: page.locator('.embed-title', { hasText: /^Hegemony — / }),
    });
    await boards.first().waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('.via').first().textContent()).toBe('Ana used /hegemony new');

    // Play: answer what the newest panel offers, or open the panel from the newest message that has the button.
    const rng = seeded(31);
    const over = page.locator('.embed-title', { hasText: 'Hegemony — Game over' });
    let clicks = 0;
    let redrawn = 0;
    let boardShot = false;
    let panelShot = false;
    mkdirSync(SHOTS, { recursive: true });
    // On a failure, what the page showed is kept beside the screenshots.
    cleanups.push(async () => {
      if (await over.count().catch(() => 1)) return;
      await page.screenshot({ path: join(SHOTS, 'failure-400px.png') }).catch(() => undefined);
      const last = (await page.locator('article.message').allInnerTexts()).slice(-4);
      console.log(`The page when the test stopped:\n${last.join('\n-----\n')}`);
    });
    for (let step = 0; (await over.count()) === 0; step++) {
      expect(step, 'the game ends').toBeLessThan(4000);
      expect(
        await page.locator('#problem').isVisible(),
        String(await page.locator('#problem').textContent()),
      ).toBe(false);
      await settled(page);
      // The board as a round's fresh one shows it, once the picture is in.
      const latest = boards.last();
      if (!boardShot && /Round [2-5]/.test((await latest.locator('.embed-title').textContent()) ?? '')) {
        const picture = latest.locator('.embed-image img').first();
        if ((await picture.count()) > 0) {
          await seePicture(picture);
          await shoot(page, latest, 'board-400px.png');
          boardShot = true;
        }
      }
      // The panel pinned by its id: a newer message must not slip under the clicks that follow.
      const newest = (await lastPanel(page).count()) > 0 ? await idOf(lastPanel(page)) : null;
      const panel = page.locator(`article.message[data-message="${newest}"]`);
      const { answers, menus, pages } =
        (await panel.count()) > 0 ? await offers(panel) : { answers: [], menus: [], pages: [] };
      if (answers.length + menus.length > 0) {
        if (!panelShot && menus.length > 0 && answers.length > 0) {
          await shoot(page, panel, 'panel-400px.png');
          panelShot = true;
        }
        const pick = rng.int(answers.length + menus.length);
        if (pick < answers.length) {
          await clickAndSee(page, answers[pick] as Locator, panel);
        } else if (!(await chooseFrom(page, panel, menus[pick - answers.length] as Locator, rng))) {
          redrawn++;
          continue;
        }
        clicks++;
        continue;
      }
      if (pages.length > 0) {
        await clickAndSee(page, pages[0] as Locator, panel);
        clicks++;
        continue;
      }
      // No choice in the panel: the Automa (or the bot's posts) are on; open the panel again once a
      // message calls for it (or see the game end).
      const host = page.locator('article.message:not(.ephemeral)', { has: page.locator(OPEN_PANEL) }).last();
      await host.or(over).first().waitFor({ timeout: 30_000 });
      if ((await over.count()) > 0) break;
      const before = await page.locator('article.message').count();
      try {
        await clickAndSee(page, host.locator(OPEN_PANEL).first(), host);
      } catch (error) {
        // The Automa's last moves can end the game between seeing the button and pressing it.
        if ((await over.count()) > 0) break;
        throw error;
      }
      clicks++;
      const now = await offers(lastPanel(page));
      if (now.answers.length + now.menus.length === 0) {
        // Wait for the channel to move on before asking again.
        await page
          .waitForFunction(
            (n) => (globalThis as unknown as Dom).document.querySelectorAll('article.message').length > n,
            before,
            { timeout: 5_000 },
          )
          .catch(() => undefined);
      }
    }

    // The final scores the page shows are the game's, as the store keeps it.
    // The bot may still edit the last board (its picture comes after): read what a person sees last.
    await settled(page);
    const finalBoard = page.locator('article.message', { has: over }).last();
    const finalPicture = finalBoard.locator('.embed-image img').first();
    if ((await finalPicture.count()) > 0) await seePicture(finalPicture);
    await shoot(page, finalBoard, 'final-400px.png');
    const field = finalBoard.locator('.field', {
      has: page.locator('.field-name', { hasText: 'Final scores' }),
    });
    const lines = (await field.locator('.md-line').allTextContents()).filter((l) => l.trim() !== '');
    const onPage = Object.fromEntries(
      lines.map((line) => {
        const m = /^(?:🏆 )?(.+?) \((.+)\): (\d+) VP$/.exec(line);
        if (!m) throw new Error(`not a score line: ${line}`);
        return [m[1], Number(m[3])];
      }),
    );
    expect(boardShot && panelShot, 'screenshots of the board and a panel').toBe(true);

    // Acting as Ben: the channel's messages stay, Ana's panels (hers alone) are not shown to him.
    expect(await page.locator('article.message.ephemeral').count()).toBeGreaterThan(0);
    await page.locator('.player', { hasText: 'Ben' }).click();
    await expect.poll(() => page.locator('.player[aria-pressed="true"]').textContent()).toBe('Ben');
    await expect.poll(() => over.count()).toBeGreaterThan(0);
    expect(await page.locator('article.message.ephemeral').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    expect(elsewhere).toEqual([]);
    await local.stop();
    expect(local.stdout() + local.stderr(), 'no warning from the bot or the loopback Discord').not.toMatch(
      /"level":(40|50|60)|local table:/,
    );

    const backend = await openBackend(local.storeUrl);
    const store = new RecordStore(backend);
    cleanups.unshift(() => store.close());
    const keys = await backend.keys('game:');
    expect(keys).toHaveLength(1);
    const record = (await store.get(keys[0] as string)) as GameRecord;
    expect(record.status).toBe('finished');
    const expected = Object.fromEntries(score(record.state!).map((s) => [CLASS_NAMES[s.cls], s.total]));
    expect(onPage).toEqual(expected);
    console.log(
      JSON.stringify({
        clicks,
        redrawn,
        seconds: Math.round((performance.now() - started) / 1000),
        scores: onPage,
      }),
    );
  },
  480_000, // a game takes 45–125 s; a stuck one fails within a CI run
);
