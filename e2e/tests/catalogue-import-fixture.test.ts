import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { catalogueRecordPath } from '@archive/contracts/record-link';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, type Session, waitForRemote, waitForShell } from '../lib/browser';
import { ROOT, type RunningGateway, startGateway } from '../lib/gateway';

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

  it('draws the timeline over the export’s years (-500 to 1860), with no 1970 bar, and searches a year', async () => {
    const { page } = session;
    await open(page, '/esplora');
    await page.getByRole('heading', { name: 'Linea del tempo' }).waitFor();
    const bars = page.locator('.timeline-bar');
    await bars.first().waitFor();
    expect(await page.locator('.timeline-bars').getAttribute('aria-label')).toMatch(
      /^Schede per anno dal -500 al 1860\./,
    );
    expect(await page.locator('.timeline-axis').textContent()).toBe('-5001860');
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
});
