/** Lets the browser run what waits (input, paint) before the next piece of start-up work. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The first use of each Intl service loads its locale data: on a phone-class CPU about 20 ms each,
 * and react-intl asks NumberFormat and DateTimeFormat in one call as the frame hydrates, making one
 * long task of them. Asked here one per task first, they cost the same but block nothing for long
 * (Total Blocking Time counts only the part of a task beyond 50 ms).
 */
export async function warmIntl(locale: string): Promise<void> {
  const services: ((locales: string) => string[])[] = [
    (l) => Intl.NumberFormat.supportedLocalesOf(l),
    (l) => Intl.DateTimeFormat.supportedLocalesOf(l),
    (l) => Intl.PluralRules.supportedLocalesOf(l),
  ];
  for (const supported of services) {
    await nextTask();
    supported(locale);
  }
  await nextTask();
}
