import type { DiskCache } from './disk-cache';
import { type ImagePlan, planKey } from './image-request';
import type { SourceInfo } from './image-source';
import type { Limiter } from './limiter';
import { renderImage } from './render';

/**
 * One Image API answer from the disk cache, cut (and kept) when it is not there yet. The route and
 * drawing ahead (draw-ahead.ts) share it, so a copy drawn ahead is the very file a request reads.
 */
export async function imageCopy(
  deps: { cache: DiskCache; limiter: Limiter },
  source: SourceInfo,
  plan: ImagePlan,
): Promise<{ body: Buffer; cut: boolean }> {
  const key = `image|${source.file}|${source.version}|${planKey(plan)}`;
  const kept = await deps.cache.get(key, plan.format);
  if (kept) return { body: kept, cut: false };
  const body = await renderImage(plan, source, deps.cache, deps.limiter);
  await deps.cache.put(key, plan.format, body);
  return { body, cut: true };
}

/** Whether the copy is on disk already (marks it as used). */
export function hasImageCopy(cache: DiskCache, source: SourceInfo, plan: ImagePlan): Promise<boolean> {
  return cache.has(`image|${source.file}|${source.version}|${planKey(plan)}`, plan.format);
}
