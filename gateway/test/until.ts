/**
 * Waits for `check` to hold, polling every `stepMs`, for at most `limitMs`: true when it held,
 * false when the time ran out (the test then asserts on it). Tests wait for what another gateway,
 * a replica or the server does this way, never by a fixed sleep or a timing assertion.
 */
export async function until(
  check: () => Promise<boolean> | boolean,
  limitMs = 20_000,
  stepMs = 100,
): Promise<boolean> {
  const end = Date.now() + limitMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
  return false;
}
