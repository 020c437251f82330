import { join } from 'node:path';
import { writeNdjson } from '../snapshot';
import { buildDemoDataset, DEMO_LOCALES, DEMO_SEED } from './generate';
import { writeDemoImages } from './images';

/** Generates the demo dataset into a catalogue folder: NDJSON snapshots per locale plus images. */
export async function writeDemoDataset(dir: string, records = 3000, seed = DEMO_SEED) {
  const dataset = buildDemoDataset(records, seed);
  for (const locale of DEMO_LOCALES) {
    await writeNdjson(join(dir, `data_${locale}.ndjson`), dataset.data[locale]);
    await writeNdjson(join(dir, `summary_${locale}.ndjson`), dataset.summary[locale]);
    await writeNdjson(join(dir, `relations_${locale}.ndjson`), dataset.relations[locale]);
  }
  const images = await writeDemoImages(join(dir, 'media'));
  return {
    records: dataset.data.it.length,
    relations: dataset.relations.it.length,
    locales: DEMO_LOCALES,
    images,
  };
}
