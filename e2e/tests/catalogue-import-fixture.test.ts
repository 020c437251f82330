import { execFileSync, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { catalogueRecordPath } from '@archive/contracts/record-link';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, type Session, waitForRemote, waitForShell } from '../lib/browser';
import { ROOT, type RunningGateway, startGateway } from '../lib/gateway';
import { DEMO, LOGIN } from '../lib/login';

/**
 * Issue 15, done when: a CollectiveAccess-shaped export (gateway/test/fixtures/ca-export: numeric
 * ids, years and ISO dates in `data`, epoch seconds in one record, one unreadable date, one line cut
 * short, one relation without rel_id) goes in through the real import command into a gateway that
 * is already running on an empty catalogue, and a visitor sees the right dates on the record page,
 * the timeline and the search page's date filter. Never 1970 (a year read as epoch seconds).
 */
const FIXTURE = path.join(ROOT, 'gateway/test/fixtures/ca-export');

interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `node --import tsx gateway/src/cli/catalogue-import.ts FILE...` from the root, as the README says. */
function runImport(dataDir: string, files: string[]): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'gateway/src/cli/catalogue-import.ts', ...files],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('a CollectiveAccess export imported into a running site', () => {
  let gateway: RunningGateway;
  let session: Session;
  let report: CommandResult;

  const recordStatus = async (id: string, locale: string) =>
    (
      await fetch(`${gateway.url}/api/public/catalogue/record`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ table: 'ca_objects', id, locale }),
      })
    ).status;

  /** Polls until the gateway serves the record (expect.poll only works inside a test). */
  const served = async (id: string, locale: string) => {
    const deadline = Date.now() + 30_000;
    while ((await recordStatus(id, locale)) !== 200) {
      if (Date.now() > deadline) throw new Error(`record ${id} (${locale}) not served 30 s after the import`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  /** Opens a site path on this test's own gateway and waits for mf-catalogue to be live. */
  const open = async (page: Page, sitePath: string) => {
    const response = await page.goto(gateway.url + sitePath, { waitUntil: 'domcontentloaded' });
    await waitForShell(page);
    await waitForRemote(page, 'mf_catalogue');
    return response;
  };
  const recordPath = (id: string, label: string, locale: 'it' | 'en' = 'it') =>
    catalogueRecordPath('ca_objects', id, label, locale);
  /** The date in the record page's header facts ("Data" / "Date"). */
  const headerDate = (page: Page, term: string) =>
    page.locator('.record-facts > div', { has: page.locator('dt', { hasText: term }) }).locator('dd');
  const resultTitles = async (page: Page) => {
    await page.locator('#results[aria-busy="false"]').waitFor();
    return (await page.locator('#results .record-card-title a').allTextContents())
      .map((t) => t.trim())
      .sort();
  };

  beforeAll(async () => {
    // Its own site, with no demo catalogue: everything a visitor sees comes from the export.
    gateway = await startGateway({ CATALOGUE_SEED_RECORDS: '0' });
    expect(await recordStatus('104', 'it')).toBe(404);
    const files = readdirSync(FIXTURE)
      .filter((f) => f.endsWith('.ndjson'))
      .map((f) => path.join(FIXTURE, f));
    report = await runImport(gateway.dataDir, files);
    // The running gateway notices the new generation by itself (no restart): poll every locale.
    for (const locale of ['it', 'en', 'fr']) await served('104', locale);
    session = await newSession();
  }, 180_000);
  afterAll(async () => {
    await session?.close();
    await gateway?.stop();
  });

  it('imports the good lines, names each refused line by file and number, and exits 1', () => {
    expect(report.code, report.stderr).toBe(1);
    expect(report.stderr).toMatch(
      /^data_it\.ndjson line 15: the date in data\.start cannot be read: "primavera 1848"/m,
    );
    expect(report.stderr).toMatch(/^data_it\.ndjson line 17: the line is not valid JSON/m);
    expect(report.stderr).toMatch(
      /^relations_it\.ndjson line 5: the relation has no rel_id \(the record it points to\)$/m,
    );
    expect(report.stdout).toMatch(/^data_it\.ndjson \(data_it\): 21 lines, 19 inserted, .*, 2 refused$/m);
    expect(report.stdout).toMatch(/^import: 64 inserted, 0 updated, 61 normalised, 3 refused$/m);
  });

  it("shows each record's own date text, or the years of its data, never 1970", async () => {
    const { page } = session;
    const cases: [id: string, label: string, date: string][] = [
      ['104', 'Lettera sulla presa della Bastiglia', '14 luglio 1789'], // date_display; data ISO dates
      ['107', 'Ricevuta di granaglie', 'primavera 1796'], // datetext before dates_value
      ['109', 'Protocollo generale, primo registro', '1800-1812'], // data in epoch seconds, no text
      ['110', 'Protocollo generale, secondo registro', '1815-1830'], // "1815-03" .. "1830"
      ['112', 'Diploma di Ottone III', '998'], // a year below 1000
      ['113', 'Frammento epigrafico', '-500 – -450'], // years before Christ
      ['114', 'Carte dei moti del 1848', '1848-1849'], // no data: dated from dates_value
    ];
    for (const [id, label, date] of cases) {
      const response = await open(page, recordPath(id, label));
      expect(response?.status(), id).toBe(200);
      await page.getByRole('heading', { level: 1, name: label }).waitFor();
      expect((await headerDate(page, 'Data').textContent())?.trim(), id).toBe(date);
      expect(await page.locator('.record-page').textContent(), id).not.toContain('1970');
    }
    // Fields the export has beyond our contract are shown too: the fonds' inventory code (idno), but
    // not the exporter's own references (locale_id) nor objects (source_info).
    await open(page, recordPath('101', "Prefettura del Dipartimento d'Olona"));
    const metadata = page.getByRole('region', { name: 'Informazioni' });
    await expect
      .poll(() => metadata.locator('.metadata-row[data-field="idno"] dd').textContent())
      .toBe('PREF');
    expect(await metadata.locator('.metadata-row[data-field="idno"] dt').textContent()).toBe('idno');
    expect(await metadata.locator('[data-field="locale_id"], [data-field="source_info"]').count()).toBe(0);
    expect(await metadata.textContent()).toContain("Versato all'Archivio di Stato nel 1902.");
    // Its hierarchy rows (the fonds' children) carry the same dates as their own record pages.
    const treeRows = () =>
      page
        .locator('.tree-node > .tree-row')
        .evaluateAll((rows) =>
          rows.map((row) => [
            row.querySelector('.tree-label')?.textContent?.trim(),
            row.querySelector('.tree-date')?.textContent?.trim(),
          ]),
        );
    await expect.poll(treeRows).toEqual([
      ['Carteggio del prefetto', '1789-1799'],
      ['Registri di protocollo', '1800-1860'],
      ['Carte dei moti del 1848', '1848-1849'],
    ]);
    // The English record page shows the English export's own date text.
    await open(page, recordPath('104', 'Letter on the storming of the Bastille', 'en'));
    await page.getByRole('heading', { level: 1, name: 'Letter on the storming of the Bastille' }).waitFor();
    expect((await headerDate(page, 'Date').textContent())?.trim()).toBe('14 July 1789');
    // Numeric parent ids still link the hierarchy: the breadcrumb leads to the fonds.
    await open(page, recordPath('104', 'Lettera sulla presa della Bastiglia'));
    await expect
      .poll(() =>
        page.getByRole('navigation', { name: 'Livelli superiori' }).getByRole('link').allTextContents(),
      )
      .toEqual(["Prefettura del Dipartimento d'Olona", 'Carteggio del prefetto', 'Ordine pubblico']);
    // Server-rendered and hydrated without complaint (map tiles from outside fail offline: not ours).
    expect(
      session.errors.filter((e) => e.startsWith('pageerror') || /hydrat|did not match/i.test(e)),
    ).toEqual([]);
  });

  it('cites and exports a record with the export’s dates (citation, Dublin Core XML, JSON-LD)', async () => {
    const { page } = session;
    const label = 'Lettera sulla presa della Bastiglia';
    await open(page, recordPath('104', label));
    const block = page.getByRole('region', { name: 'Cita ed esporta' });
    await block.waitFor();
    // The citation, as the clipboard receives it.
    await page.evaluate(() => {
      const copied: string[] = [];
      (window as unknown as { copied: string[] }).copied = copied;
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: async (text: string) => void copied.push(text) },
        configurable: true,
      });
    });
    await block.getByRole('button', { name: 'Copia la citazione' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { copied: string[] }).copied.length))
      .toBe(1);
    const [citation] = await page.evaluate(() => (window as unknown as { copied: string[] }).copied);
    expect(citation?.startsWith(`“${label}.” 14 luglio 1789. `), citation).toBe(true);
    expect(citation).toContain(
      ` ${gateway.url}/oggetti/104-lettera-sulla-presa-della-bastiglia (consultato il `,
    );
    // Dublin Core XML from the link the page offers: the ISO date of data, the record page's URL.
    const dcHref = await block.getByRole('link', { name: 'Scarica Dublin Core (XML)' }).getAttribute('href');
    const xml = await (await fetch(new URL(dcHref!, gateway.url))).text();
    expect(xml).toContain('<dc:date>1789-07-14</dc:date>');
    expect(xml).toContain(`<dc:title>${label}</dc:title>`);
    expect(xml).not.toContain('1970');
    // JSON-LD, saved from the click.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      block.getByRole('button', { name: 'Scarica JSON-LD' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ca_objects-104.jsonld');
    const stream = await download.createReadStream();
    let text = '';
    for await (const chunk of stream) text += chunk;
    expect(JSON.parse(text)).toMatchObject({
      '@context': 'https://schema.org',
      name: label,
      dateCreated: '1789-07-14',
    });
  });

  it('draws the timeline over the export’s years (-500 to 1860), with no 1970 bar, and searches a year', async () => {
    const { page } = session;
    await open(page, '/esplora');
    await page.getByRole('heading', { name: 'Linea del tempo' }).waitFor();
    const bars = page.locator('.timeline-bar');
    await bars.first().waitFor();
    expect(await page.locator('.timeline-bars').getAttribute('aria-label')).toMatch(
      /^Schede per anno dal -500 al 1860\./,
    );
    // Labels on round years under their bars (every 200 years over 2,361 bars), and the first year.
    const labels = await page
      .locator('.timeline-tick')
      .evaluateAll((ticks) => ticks.map((t) => t.textContent ?? '').filter(Boolean));
    expect(labels[0]).toBe('-500');
    expect(labels.slice(1)).toEqual(Array.from({ length: 12 }, (_, i) => String(-400 + i * 200)));
    const bar = (year: number) => page.locator(`.timeline-bar[data-year="${year}"]`);
    // 1789: the fonds, the series, the file and the Bastille letter (objects), Napoleon and Parini
    // (people living then).
    expect(await bar(1789).getAttribute('aria-label')).toBe('1789: 6 schede');
    expect(await bar(998).getAttribute('aria-label')).toBe('998: 2 schede'); // the parchments fonds, Otto III
    expect(await bar(-500).getAttribute('aria-label')).toBe('-500: 2 schede'); // the fonds, the inscription
    expect(await bar(1848).getAttribute('aria-label')).toBe('1848: 3 schede'); // 114 dated by dates_value
    expect(await bar(1970).count()).toBe(0);
    expect(await bar(1969).count()).toBe(0);
    // Choosing a bar searches that year.
    await bar(998).click();
    await page.waitForURL((url) => url.searchParams.getAll('filtro').includes('date|998|998'));
    await waitForRemote(page, 'mf_catalogue');
    await expect.poll(() => resultTitles(page)).toEqual(['Diploma di Ottone III', 'Pergamene e frammenti']);
  });

  it('finds the records of a span of years with the search page’s date filter', async () => {
    const { page } = session;
    await open(page, '/cerca');
    await page.locator('#results .record-card-title a').first().waitFor();
    const applyDate = async (from: string, to: string) => {
      await page.getByRole('textbox', { name: 'Dal', exact: true }).fill(from);
      await page.getByRole('textbox', { name: 'Al', exact: true }).fill(to);
      await page.getByRole('button', { name: 'Applica la data' }).click();
      await page.waitForURL((url) => url.searchParams.getAll('filtro').includes(`date|${from}|${to}`));
    };
    // Before 1000: only the parchments (years -500 and 998 read as years, not seconds from 1970).
    await applyDate('-500', '1000');
    await expect
      .poll(() => resultTitles(page))
      .toEqual(['Diploma di Ottone III', 'Frammento epigrafico', 'Pergamene e frammenti']);
    // The cards show each record's own date text, as its record page does.
    const cardDates = await page
      .locator('#results .record-card')
      .evaluateAll((cards) =>
        cards
          .map((card) => [
            card.querySelector('.record-card-title')?.textContent?.trim(),
            card.querySelector('.record-card-date')?.textContent?.trim(),
          ])
          .sort(),
      );
    expect(cardDates).toEqual([
      ['Diploma di Ottone III', '998'],
      ['Frammento epigrafico', '-500 – -450'],
      ['Pergamene e frammenti', 'sec. V a.C. - sec. XIII'],
    ]);
    // 1848: the fonds and the registers running through it, and the file dated only by
    // dates_value; not the private file (1850-1855 anyway) nor the refused one with "primavera 1848".
    await applyDate('1848', '1848');
    await expect
      .poll(() => resultTitles(page))
      .toEqual(['Carte dei moti del 1848', "Prefettura del Dipartimento d'Olona", 'Registri di protocollo']);
    // 1970: nothing in the export is of that year.
    await applyDate('1970', '1970');
    await page.locator('#results[aria-busy="false"]').waitFor();
    await expect.poll(() => page.locator('#results .record-card-title a').count()).toBe(0);
  });

  it('lets a manager import a ZIP from Settings, with progress and the report, shown at once', async () => {
    // A later delivery of the same archive: one new file (numeric ids, years and an ISO month) and
    // one line whose date cannot be read, zipped as a curator would send it.
    const work = await mkdtemp(path.join(os.tmpdir(), 'oa-e2e-settings-import-'));
    const lines = [
      {
        id: 120,
        table: 'ca_objects',
        preferred_label: 'Verbali del consiglio dipartimentale',
        type_id: { id: 12, name: 'fascicolo' },
        access: 1,
        data: { start: 1790, end: '1792-06' },
        parent: 101,
        parent_path: [101],
        metadati: [],
      },
      {
        id: 121,
        table: 'ca_objects',
        preferred_label: 'Carte senza data',
        type_id: { id: 12, name: 'fascicolo' },
        access: 1,
        data: { start: 'anno II', end: 1794 },
        parent: 101,
        parent_path: [101],
      },
    ];
    await writeFile(path.join(work, 'data_it.ndjson'), `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
    const zip = path.join(work, 'consegna.zip');
    execFileSync('zip', ['-qj', zip, path.join(work, 'data_it.ndjson')]);
    const manager = await newSession();
    try {
      const { page } = manager;
      await page.goto(`${gateway.url}/login?redirect=${encodeURIComponent('/settings/import')}`, {
        waitUntil: 'domcontentloaded',
      });
      await waitForShell(page);
      await waitForRemote(page, 'mf_auth');
      await page.fill(LOGIN.email, DEMO.manager.email);
      await page.fill(LOGIN.password, DEMO.manager.password);
      await page.click(LOGIN.submit);
      await page.waitForURL((url) => url.pathname === '/settings/import', { timeout: 15_000 });
      await waitForRemote(page, 'mf_admin');
      await page.getByRole('heading', { level: 1, name: 'Importa catalogo' }).waitFor();
      // The progress block appears as soon as the upload starts, before the report replaces it.
      await page.evaluate(() => {
        const seen = (window as unknown as { progressSeen: boolean[] }).progressSeen ?? [];
        (window as unknown as { progressSeen: boolean[] }).progressSeen = seen;
        new MutationObserver(() => {
          if (document.querySelector('.import-progress progress')) seen.push(true);
        }).observe(document.body, { childList: true, subtree: true });
      });
      await page.getByLabel('File da importare').setInputFiles(zip);
      await page.getByRole('button', { name: 'Importa', exact: true }).click();
      const report = page.getByRole('region', { name: "Esito dell'importazione" });
      await report.waitFor({ timeout: 30_000 });
      expect(
        await page.evaluate(() => (window as unknown as { progressSeen: boolean[] }).progressSeen.length),
      ).toBeGreaterThan(0);
      expect(await report.getByRole('status').textContent()).toBe(
        'Totale: 1 inseriti, 0 aggiornati, 1 normalizzati, 1 rifiutati',
      );
      expect(await report.getByRole('alert').textContent()).toMatch(
        /^Le righe rifiutate non sono state importate/,
      );
      expect(await report.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.textContent))).toEqual([
        'data_it.ndjson1011',
      ]);
      expect(await report.locator('.import-refused li').allTextContents()).toEqual([
        // In the manager's language (issue 25), the line number and the value kept.
        'riga 2: la data in data.start non si legge: «anno II» (serve un anno come 1789 o una data come 1789-07-14)',
      ]);
    } finally {
      await manager.close();
      await rm(work, { recursive: true, force: true });
    }
    // This gateway serves the new record as soon as the report is shown (no restart, no wait), with
    // its years; the command-line import's records are still there.
    const { page } = session;
    const response = await open(page, recordPath('120', 'Verbali del consiglio dipartimentale'));
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Verbali del consiglio dipartimentale' }).waitFor();
    expect((await headerDate(page, 'Data').textContent())?.trim()).toBe('1790-1792');
    expect(await recordStatus('104', 'it')).toBe(200);
    expect(await recordStatus('121', 'it')).toBe(404);
  });
});
